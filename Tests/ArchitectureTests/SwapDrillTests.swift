import Testing

/// The swap drill of Docs/Mosaic.docc/Swapping.md, checked on the real package: putting a remote
/// flag service and a Segment-compatible analytics API behind the ports changed no feature.
@Suite("Swapping in remote services")
struct SwapDrillTests {
    static let serviceAdapters = ["FeatureFlagsOFREP", "AnalyticsSegmentHTTP"]

    @Test(arguments: serviceAdapters)
    func onlyTheCompositionRootKnowsTheServiceAdapter(_ adapter: String) async throws {
        let graph = try await DescribedPackage.shared().moduleGraph
        // Tests and the fuzzing entries reach the adapter to test it, not to use it.
        let dependents = graph.edges.filter { $0.to.name == adapter && ![.test, .fuzzEntries].contains($0.from.layer) }
            .map(\.from.name)
        #expect(dependents == ["AppComposition"])
    }

    @Test(arguments: serviceAdapters)
    func theServiceAdapterUsesItsOwnPortAndTheNetworkingPortOnly(_ adapter: String) async throws {
        let graph = try await DescribedPackage.shared().moduleGraph
        let module = try #require(graph.module(named: adapter))
        let ownPort = try #require(graph.ownPort(of: module))
        // A system kit wraps the operating system and names no port, so it can carry no service.
        let ports = Set(module.dependencies).subtracting(ArchitectureRule.systemKits)
        #expect(ports == [ownPort.name, ArchitectureRule.transportPort])
    }

    @Test func noFeatureDependsOnAnythingButPorts() async throws {
        // Features import no adapter, so a new adapter cannot have changed one; this is the
        // rule the drill leans on, restated beside it.
        let graph = try await DescribedPackage.shared().moduleGraph
        let ports = Set(graph.modules(in: .port).map(\.name))
        for feature in graph.modules(in: .feature) {
            #expect(Set(feature.dependencies).isSubset(of: ports), "\(feature.name): \(feature.dependencies)")
        }
    }
}

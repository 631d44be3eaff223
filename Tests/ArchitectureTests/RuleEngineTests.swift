import Testing

@Suite("Rule engine, on a synthetic graph")
struct RuleEngineTests {
    @Test func validGraphBreaksNoRule() {
        let violations = ArchitectureRule.all.flatMap { $0.violations(in: SyntheticGraph.valid) }
        #expect(violations.isEmpty, "\(violations)")
    }

    struct ForbiddenEdge: Sendable, CustomTestStringConvertible {
        let from: String
        let to: String
        /// Names of the rules expected to reject the edge (all of them, not just one).
        let rules: [String]
        var testDescription: String { "\(from) -> \(to)" }
    }

    static let forbiddenEdges: [ForbiddenEdge] = [
        ForbiddenEdge(
            from: "LaunchesFeature", to: "NetworkingURLSession",
            rules: [
                ArchitectureRule.followsLayerTable.name, ArchitectureRule.featuresDependOnlyOnPorts.name,
                ArchitectureRule.onlyCompositionRootDependsOnAdapters.name,
            ]
        ),
        ForbiddenEdge(
            from: "LaunchesFeature", to: "ProductsFeature",
            rules: [
                ArchitectureRule.followsLayerTable.name, ArchitectureRule.featuresDependOnlyOnPorts.name,
                ArchitectureRule.noFeatureDependsOnAnotherFeature.name,
            ]
        ),
        ForbiddenEdge(
            from: "Networking", to: "Analytics",
            rules: [ArchitectureRule.followsLayerTable.name, ArchitectureRule.portsDependOnNothingOfOurs.name]
        ),
        ForbiddenEdge(
            from: "NetworkingURLSession", to: "Analytics",
            rules: [ArchitectureRule.adaptersDependOnlyOnTheirOwnPort.name]
        ),
        ForbiddenEdge(
            from: "AnalyticsConsole", to: "AnalyticsZoogle",
            rules: [
                ArchitectureRule.followsLayerTable.name, ArchitectureRule.adaptersDependOnlyOnTheirOwnPort.name,
                ArchitectureRule.onlyCompositionRootDependsOnAdapters.name,
            ]
        ),
        ForbiddenEdge(
            from: "AnalyticsConsole", to: "ZoogleAnalytics",
            rules: [ArchitectureRule.vendorIsUsedOnlyByItsAdapter.name]
        ),
        ForbiddenEdge(
            from: "ZoogleAnalytics", to: "Analytics",
            rules: [ArchitectureRule.followsLayerTable.name, ArchitectureRule.vendorDependsOnNothingOfOurs.name]
        ),
        ForbiddenEdge(
            from: "TerminalUI", to: "Networking",
            rules: [ArchitectureRule.followsLayerTable.name, ArchitectureRule.userInterfaceDependsOnlyOnFeatures.name]
        ),
        ForbiddenEdge(
            from: "mosaic", to: "NetworkingURLSession",
            rules: [
                ArchitectureRule.followsLayerTable.name, ArchitectureRule.onlyCompositionRootDependsOnAdapters.name,
                ArchitectureRule.executableDependsOnlyOnCompositionRoot.name,
            ]
        ),
        ForbiddenEdge(
            from: "AppComposition", to: "NetworkingTesting",
            rules: [ArchitectureRule.followsLayerTable.name, ArchitectureRule.onlyTestsDependOnTestSupport.name]
        ),
        ForbiddenEdge(
            from: "NetworkingTesting", to: "Analytics",
            rules: [ArchitectureRule.testSupportDependsOnlyOnItsPort.name]
        ),
        ForbiddenEdge(
            from: "LaunchesFeatureTests", to: "GenerateDiagrams",
            rules: [ArchitectureRule.followsLayerTable.name]
        ),
    ]

    @Test(arguments: forbiddenEdges)
    func forbiddenEdgeIsRejectedByExactlyTheRulesThatForbidIt(_ edge: ForbiddenEdge) {
        let graph = SyntheticGraph.adding(edge.from, dependsOn: edge.to)
        let violations = ArchitectureRule.all.flatMap { $0.violations(in: graph) }
        #expect(Set(violations.map(\.rule)) == Set(edge.rules))
        #expect(violations.allSatisfy { $0.edge.from.name == edge.from && $0.edge.to.name == edge.to })
    }

    @Test func violationMessageNamesTheEdgeAndTheRule() throws {
        let graph = SyntheticGraph.adding("LaunchesFeature", dependsOn: "NetworkingURLSession")
        let violation = try #require(ArchitectureRule.featuresDependOnlyOnPorts.violations(in: graph).first)
        #expect(violation.description.hasPrefix("LaunchesFeature -> NetworkingURLSession breaks the rule"))
        #expect(violation.description.contains("features depend only on ports"))
    }

    @Test func adapterMessageNamesItsOwnPort() throws {
        let graph = SyntheticGraph.adding("NetworkingURLSession", dependsOn: "Analytics")
        let violation = try #require(ArchitectureRule.adaptersDependOnlyOnTheirOwnPort.violations(in: graph).first)
        #expect(violation.description.contains("NetworkingURLSession's own port is Networking"))
    }

    @Test func adapterWhoseNameStartsWithNoPortMayUseNoPort() {
        let graph = SyntheticGraph.adding(
            Module("RESTClient", .adapter, path: "Modules/Adapters/RESTClient", dependsOn: ["Networking"])
        )
        let violations = ArchitectureRule.adaptersDependOnlyOnTheirOwnPort.violations(in: graph)
        #expect(violations.map(\.edge.description) == ["RESTClient -> Networking"])
    }

    @Test func vendorModuleWithoutWrapperRowIsReported() throws {
        let graph = ModuleGraph(
            modules: SyntheticGraph.modules + [
                Module("Realm", .vendor, path: "Modules/Vendor/Realm"),
                Module("PersistenceRealm", .adapter, path: "Modules/Adapters/PersistenceRealm", dependsOn: ["Realm"]),
            ]
        )
        let violation = try #require(ArchitectureRule.vendorIsUsedOnlyByItsAdapter.violations(in: graph).first)
        #expect(violation.hint == "add Realm to ArchitectureRule.vendorWrappers")
    }

    @Test func dependencyOnUnknownTargetIsReportedNotJudged() {
        let graph = SyntheticGraph.adding("LaunchesFeature", dependsOn: "SomePackageProduct")
        #expect(graph.unknownDependencies == ["LaunchesFeature -> SomePackageProduct"])
    }

    @Test func everyLayerHasARowInTheLayerTable() {
        #expect(Set(LayerTable.allowed.keys) == Set(Layer.allCases))
    }
}

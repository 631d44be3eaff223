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
        let rules: Set<String>
        var testDescription: String { "\(from) -> \(to)" }

        init(_ from: String, _ to: String, rejectedBy rules: ArchitectureRule...) {
            self.from = from
            self.to = to
            self.rules = Set(rules.map(\.name))
        }
    }

    static let forbiddenEdges: [ForbiddenEdge] = [
        ForbiddenEdge(
            "LaunchesFeature", "NetworkingURLSession", rejectedBy: .followsLayerTable, .featuresDependOnlyOnPorts),
        ForbiddenEdge(
            "LaunchesFeature", "ProductsFeature",
            rejectedBy: .followsLayerTable, .featuresDependOnlyOnPorts, .noSliceDependsOnAnotherSlice),
        ForbiddenEdge("LaunchesFeature", "TerminalAppKit", rejectedBy: .followsLayerTable, .featuresDependOnlyOnPorts),
        ForbiddenEdge("LaunchesFeature", "ImageDecoding", rejectedBy: .featuresDependOnlyOnPorts),
        ForbiddenEdge(
            "LaunchesAssembly", "ProductsFeature",
            rejectedBy: .sliceTargetsStayInTheirSlice, .noSliceDependsOnAnotherSlice),
        ForbiddenEdge(
            "LaunchesTerminal", "ProductsFeature",
            rejectedBy: .sliceTargetsStayInTheirSlice, .noSliceDependsOnAnotherSlice),
        ForbiddenEdge(
            "LaunchesEmulator", "LaunchesFeature", rejectedBy: .followsLayerTable),
        ForbiddenEdge("LaunchesWeb", "TerminalKit", rejectedBy: .webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts),
        ForbiddenEdge(
            "LaunchesWeb", "TerminalAppKit", rejectedBy: .webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts),
        ForbiddenEdge(
            "LaunchesWeb", "LaunchesTerminal",
            rejectedBy: .followsLayerTable, .webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts),
        ForbiddenEdge(
            "LaunchesWeb", "LaunchesEmulator",
            rejectedBy: .followsLayerTable, .webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts),
        ForbiddenEdge(
            "LaunchesAssembly", "LaunchesTerminal", rejectedBy: .followsLayerTable),
        ForbiddenEdge("LaunchesAssembly", "TerminalKit", rejectedBy: .assembliesDependOnNoClientKit),
        ForbiddenEdge("LaunchesAssembly", "WebAppKit", rejectedBy: .assembliesDependOnNoClientKit),
        ForbiddenEdge(
            "LaunchesWeb", "ProductsFeature",
            rejectedBy: .sliceTargetsStayInTheirSlice, .noSliceDependsOnAnotherSlice,
            .webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts),
        ForbiddenEdge("LaunchesWeb", "ImageDecoding", rejectedBy: .webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts),
        ForbiddenEdge(
            "LaunchesAssembly", "NetworkingURLSession", rejectedBy: .followsLayerTable, .sliceTargetsStayInTheirSlice),
        ForbiddenEdge(
            "CompositionKit", "LaunchesFeature", rejectedBy: .followsLayerTable, .registrationKitNamesNoClient),
        ForbiddenEdge("CompositionKit", "TerminalAppKit", rejectedBy: .registrationKitNamesNoClient),
        ForbiddenEdge("CompositionKit", "PictureKit", rejectedBy: .registrationKitNamesNoClient),
        ForbiddenEdge("WebAppKit", "TerminalAppKit", rejectedBy: .clientKitsDependOnNoOtherClient),
        ForbiddenEdge("CommandLineKit", "WebAppKit", rejectedBy: .clientKitsDependOnNoOtherClient),
        ForbiddenEdge("CommandLineKit", "TerminalAppKit", rejectedBy: .clientKitsDependOnNoOtherClient),
        ForbiddenEdge("TerminalAppKit", "CommandLineKit", rejectedBy: .clientKitsDependOnNoOtherClient),
        ForbiddenEdge("TerminalKit", "PictureKit", rejectedBy: .terminalKitIsALeaf),
        ForbiddenEdge("TerminalKit", "TerminalAppKit", rejectedBy: .terminalKitIsALeaf),
        ForbiddenEdge("NetworkingOffline", "NetworkingURLSession", rejectedBy: .followsLayerTable),
        ForbiddenEdge(
            "AppComposition", "LaunchesAssembly", rejectedBy: .followsLayerTable),
        ForbiddenEdge("Networking", "Analytics", rejectedBy: .followsLayerTable),
        ForbiddenEdge("NetworkingURLSession", "Analytics", rejectedBy: .adaptersDependOnlyOnTheirOwnPort),
        ForbiddenEdge(
            "AnalyticsConsole", "AnalyticsZoogle", rejectedBy: .followsLayerTable, .adaptersDependOnlyOnTheirOwnPort),
        ForbiddenEdge("AnalyticsConsole", "ZoogleAnalytics", rejectedBy: .vendorIsUsedOnlyByItsAdapter),
        ForbiddenEdge("WebAppKit", "ZoogleAnalytics", rejectedBy: .followsLayerTable, .vendorIsUsedOnlyByItsAdapter),
        ForbiddenEdge(
            "AnalyticsConsole", "NetworkingURLSession",
            rejectedBy: .followsLayerTable, .adaptersDependOnlyOnTheirOwnPort),
        ForbiddenEdge("ZoogleAnalytics", "Analytics", rejectedBy: .followsLayerTable),
        ForbiddenEdge("mosaic", "NetworkingURLSession", rejectedBy: .followsLayerTable),
        ForbiddenEdge("mosaic", "LaunchesFeature", rejectedBy: .followsLayerTable),
        ForbiddenEdge("AppComposition", "NetworkingTesting", rejectedBy: .followsLayerTable),
        ForbiddenEdge("NetworkingTesting", "LaunchesFeature", rejectedBy: .testSupportReachesNoFeatureOrAdapter),
        ForbiddenEdge("LaunchesTesting", "ProductsFeature", rejectedBy: .testSupportReachesNoFeatureOrAdapter),
        ForbiddenEdge("LaunchesTesting", "LaunchesEmulator", rejectedBy: .testSupportReachesNoFeatureOrAdapter),
        ForbiddenEdge("NetworkingTesting", "AppComposition", rejectedBy: .testSupportReachesNoFeatureOrAdapter),
        ForbiddenEdge(
            "LaunchesFeatureTests", "LaunchesEmulator", rejectedBy: .featureTestsRunOnFakesOnly),
        ForbiddenEdge(
            "LaunchesFeatureTests", "NetworkingURLSession",
            rejectedBy: .featureTestsRunOnFakesOnly),
        ForbiddenEdge(
            "LaunchesFeatureTests", "AppCompositionTesting", rejectedBy: .featureTestsRunOnFakesOnly),
        ForbiddenEdge("GuidomiaFeatureTests", "LaunchesTesting", rejectedBy: .featureTestsRunOnFakesOnly),
        ForbiddenEdge(
            "LaunchesFeatureTests", "GenerateDiagrams", rejectedBy: .followsLayerTable, .featureTestsRunOnFakesOnly),
    ]

    @Test func everyRuleInTheCatalogueRejectsAtLeastOneEdgeHere() {
        // Counting rules proves nothing; each one must be shown catching a bad edge.
        let exercised = Set(Self.forbiddenEdges.flatMap(\.rules))
        let idle = ArchitectureRule.all.map(\.name).filter { !exercised.contains($0) }
        #expect(idle.isEmpty, "rules no forbidden edge exercises: \(idle)")
    }

    @Test(arguments: forbiddenEdges)
    func forbiddenEdgeIsRejectedByExactlyTheRulesThatForbidIt(_ edge: ForbiddenEdge) {
        let graph = SyntheticGraph.adding(edge.from, dependsOn: edge.to)
        let violations = ArchitectureRule.all.flatMap { $0.violations(in: graph) }
        #expect(Set(violations.map(\.rule)) == edge.rules)
        #expect(violations.allSatisfy { $0.edge.from.name == edge.from && $0.edge.to.name == edge.to })
    }

    @Test func violationMessageNamesTheEdgeAndTheRule() async throws {
        let graph = SyntheticGraph.adding("LaunchesFeature", dependsOn: "NetworkingURLSession")
        let violation = try #require(ArchitectureRule.featuresDependOnlyOnPorts.violations(in: graph).first)
        #expect(violation.description.hasPrefix("LaunchesFeature -> NetworkingURLSession breaks the rule"))
        #expect(violation.description.contains("features depend only on the four ports"))
    }

    @Test func adapterMessageNamesItsOwnPort() async throws {
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

    @Test func anAdapterMayReachItsServiceThroughTheNetworkingPort() {
        let graph = SyntheticGraph.adding("AnalyticsConsole", dependsOn: "Networking")
        let violations = ArchitectureRule.all.flatMap { $0.violations(in: graph) }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func vendorModuleWithoutWrapperRowIsReported() async throws {
        let graph = SyntheticGraph.adding(
            Module("Realm", .vendor, path: "Modules/Vendor/Realm"),
            Module("PersistenceRealm", .adapter, path: "Modules/Adapters/PersistenceRealm", dependsOn: ["Realm"]))
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

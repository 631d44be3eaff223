import Testing

/// The rules, applied to the target graph Package.swift really declares.
@Suite("Package.swift target graph")
struct PackageGraphTests {
    private func realGraph() throws -> ModuleGraph {
        try PackageDescriber.shared.get().moduleGraph
    }

    private func expectNoViolations(
        of rule: ArchitectureRule, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let violations = rule.violations(in: try realGraph())
        #expect(
            violations.isEmpty,
            "Package.swift breaks a layering rule:\n\(violations.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation
        )
    }

    @Test func everyTargetLivesInAKnownLayerFolder() throws {
        let unclassified = try PackageDescriber.shared.get().unclassifiedTargets
        #expect(unclassified.isEmpty, "Targets outside the layer folders (see Layer.classify): \(unclassified)")
    }

    @Test func noThirdPartyPackages() throws {
        let package = try PackageDescriber.shared.get()
        let products = package.targets.flatMap { target in
            (target.productDependencies ?? []).map { "\(target.name) -> \($0)" }
        }
        #expect(package.dependencies.isEmpty, "Package dependencies: \(package.dependencies.map(\.identity))")
        #expect(products.isEmpty, "Product dependencies: \(products)")
        #expect(try realGraph().unknownDependencies.isEmpty)
    }

    @Test func graphHasEveryLayerItIsExpectedToHave() throws {
        // Guards the other tests against passing vacuously, e.g. if paths stopped matching.
        let graph = try realGraph()
        #expect(graph.modules(in: .port).map(\.name) == ["Analytics", "FeatureFlags", "Networking", "Persistence"])
        for layer in [Layer.adapter, .vendor, .feature, .ui, .compositionRoot, .executable, .testSupport, .test] {
            #expect(!graph.modules(in: layer).isEmpty, "no \(layer) targets")
        }
    }

    @Test func everyEdgeIsAllowedByTheLayerTable() throws { try expectNoViolations(of: .followsLayerTable) }
    @Test func featuresDependOnlyOnPorts() throws { try expectNoViolations(of: .featuresDependOnlyOnPorts) }
    @Test func noFeatureDependsOnAnotherFeature() throws {
        try expectNoViolations(of: .noFeatureDependsOnAnotherFeature)
    }
    @Test func portsDependOnNothingOfOurs() throws { try expectNoViolations(of: .portsDependOnNothingOfOurs) }
    @Test func adaptersDependOnlyOnTheirOwnPort() throws {
        try expectNoViolations(of: .adaptersDependOnlyOnTheirOwnPort)
    }
    @Test func vendorDependsOnNothingOfOurs() throws { try expectNoViolations(of: .vendorDependsOnNothingOfOurs) }
    @Test func vendorIsUsedOnlyByItsAdapter() throws { try expectNoViolations(of: .vendorIsUsedOnlyByItsAdapter) }
    @Test func userInterfaceDependsOnlyOnFeatures() throws {
        try expectNoViolations(of: .userInterfaceDependsOnlyOnFeatures)
    }
    @Test func onlyCompositionRootDependsOnAdapters() throws {
        try expectNoViolations(of: .onlyCompositionRootDependsOnAdapters)
    }
    @Test func executableDependsOnlyOnCompositionRoot() throws {
        try expectNoViolations(of: .executableDependsOnlyOnCompositionRoot)
    }
    @Test func onlyTestsDependOnTestSupport() throws { try expectNoViolations(of: .onlyTestsDependOnTestSupport) }
    @Test func testSupportDependsOnlyOnItsPort() throws { try expectNoViolations(of: .testSupportDependsOnlyOnItsPort) }

    @Test func everyRuleInTheCatalogueIsCheckedAbove() {
        // A rule added to `ArchitectureRule.all` needs its own @Test here, so its failure is named.
        #expect(ArchitectureRule.all.count == 12)
    }
}

import Testing

/// The rules, applied to the target graph Package.swift really declares.
@Suite("Package.swift target graph")
struct PackageGraphTests {
    private func realGraph() async throws -> ModuleGraph {
        try await PackageDescriber.shared().moduleGraph
    }

    private func expectNoViolations(
        of rule: ArchitectureRule, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let violations = rule.violations(in: try await realGraph())
        #expect(
            violations.isEmpty,
            "Package.swift breaks a layering rule:\n\(violations.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation
        )
    }

    @Test func everyTargetLivesInAKnownLayerFolder() async throws {
        let unclassified = try await PackageDescriber.shared().unclassifiedTargets
        #expect(unclassified.isEmpty, "Targets outside the layer folders (see Layer.classify): \(unclassified)")
    }

    @Test func noThirdPartyPackages() async throws {
        let package = try await PackageDescriber.shared()
        let products = package.targets.flatMap { target in
            (target.productDependencies ?? []).map { "\(target.name) -> \($0)" }
        }
        #expect(package.dependencies.isEmpty, "Package dependencies: \(package.dependencies.map(\.identity))")
        #expect(products.isEmpty, "Product dependencies: \(products)")
        #expect(try await realGraph().unknownDependencies.isEmpty)
    }

    @Test func graphHasEveryLayerItIsExpectedToHave() async throws {
        // Guards the other tests against passing vacuously, e.g. if paths stopped matching.
        let graph = try await realGraph()
        #expect(
            graph.modules(in: .port).map(\.name) == [
                "Analytics", "FeatureFlags", "ImageDecoding", "Networking", "Persistence",
            ])
        for layer in Layer.allCases where layer != .plugin {
            #expect(!graph.modules(in: layer).isEmpty, "no \(layer) targets")
        }
    }

    @Test func everyEdgeIsAllowedByTheLayerTable() async throws { try await expectNoViolations(of: .followsLayerTable) }
    @Test func featuresDependOnlyOnPorts() async throws { try await expectNoViolations(of: .featuresDependOnlyOnPorts) }
    @Test func sliceTargetsStayInTheirSlice() async throws {
        try await expectNoViolations(of: .sliceTargetsStayInTheirSlice)
    }
    @Test func noSliceDependsOnAnotherSlice() async throws {
        try await expectNoViolations(of: .noSliceDependsOnAnotherSlice)
    }
    @Test func kitsNameNoFeature() async throws { try await expectNoViolations(of: .kitsNameNoFeature) }
    @Test func terminalKitIsALeaf() async throws { try await expectNoViolations(of: .terminalKitIsALeaf) }
    @Test func registrationKitNamesNoClient() async throws {
        try await expectNoViolations(of: .registrationKitNamesNoClient)
    }
    @Test func clientKitsDependOnNoOtherClient() async throws {
        try await expectNoViolations(of: .clientKitsDependOnNoOtherClient)
    }
    @Test func assembliesDependOnNoClientKit() async throws {
        try await expectNoViolations(of: .assembliesDependOnNoClientKit)
    }
    @Test func portsDependOnNothingOfOurs() async throws {
        try await expectNoViolations(of: .portsDependOnNothingOfOurs)
    }
    @Test func adaptersDependOnlyOnTheirOwnPort() async throws {
        try await expectNoViolations(of: .adaptersDependOnlyOnTheirOwnPort)
    }
    @Test func vendorDependsOnNothingOfOurs() async throws {
        try await expectNoViolations(of: .vendorDependsOnNothingOfOurs)
    }
    @Test func vendorIsUsedOnlyByItsAdapter() async throws {
        try await expectNoViolations(of: .vendorIsUsedOnlyByItsAdapter)
    }
    @Test func onlyCompositionRootDependsOnAdapters() async throws {
        try await expectNoViolations(of: .onlyCompositionRootDependsOnAdapters)
    }
    @Test func executableDependsOnlyOnRootKitsAndAssemblies() async throws {
        try await expectNoViolations(of: .executableDependsOnlyOnRootKitsAndAssemblies)
    }
    @Test func onlyTestsDependOnTestSupport() async throws {
        try await expectNoViolations(of: .onlyTestsDependOnTestSupport)
    }
    @Test func testSupportReachesNoFeatureOrAdapter() async throws {
        try await expectNoViolations(of: .testSupportReachesNoFeatureOrAdapter)
    }
    @Test func featureTestsRunOnFakesOnly() async throws {
        try await expectNoViolations(of: .featureTestsRunOnFakesOnly)
    }

    @Test func webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts() async throws {
        try await expectNoViolations(of: .webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts)
    }

    @Test func everyRuleInTheCatalogueHasItsOwnTestAbove() {
        // A rule added to `ArchitectureRule.all` needs its own @Test here, so its failure is named;
        // RuleEngineTests separately proves that each rule rejects some edge.
        #expect(ArchitectureRule.all.count == 19)
    }

    @Test func everySliceHasTheSameSixKindsOfTarget() async throws {
        let graph = try await realGraph()
        let slices = Dictionary(grouping: graph.modules.filter { $0.slice != nil }, by: { $0.slice! })
        #expect(slices.count >= 5)
        for (slice, modules) in slices {
            #expect(modules.contains { $0.layer == .feature }, "\(slice) has no feature target")
            for (layer, suffix) in [
                (Layer.emulator, "Emulator"), (.terminal, "Terminal"), (.web, "Web"), (.commandLine, "CommandLine"),
                (.assembly, "Assembly"),
            ] {
                #expect(
                    modules.filter { $0.layer == layer }.map(\.name) == [slice + suffix],
                    "\(slice) needs exactly one \(layer) target named \(slice + suffix)")
            }
            for module in modules where module.layer == .feature {
                #expect(module.name.hasPrefix(slice) && module.name.hasSuffix("Feature"), "\(module.name) in \(slice)")
            }
        }
    }

    @Test func everyTargetOfASliceHasATestTargetNamedAfterIt() async throws {
        let graph = try await realGraph()
        let tests = Set(graph.modules(in: .test).map(\.name))
        // The commands run through `mosaic` in the slice's assembly tests, with the registry they ship in.
        for module in graph.modules where module.slice != nil && module.layer != .commandLine {
            #expect(tests.contains(module.name + "Tests"), "\(module.name) has no \(module.name)Tests")
        }
    }
}

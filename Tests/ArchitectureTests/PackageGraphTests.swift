import Testing

/// The rules, applied to the target graph Package.swift really declares.
@Suite("Package.swift target graph")
struct PackageGraphTests {
    private func realGraph() async throws -> ModuleGraph {
        try await DescribedPackage.shared().moduleGraph
    }

    @Test func everyTargetLivesInAKnownLayerFolder() async throws {
        let unclassified = try await DescribedPackage.shared().unclassifiedTargets
        #expect(unclassified.isEmpty, "Targets outside the layer folders (see Layer.classify): \(unclassified)")
    }

    @Test func noThirdPartyPackages() async throws {
        let package = try await DescribedPackage.shared()
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

    /// One case per rule of the catalogue, named after it, so a rule added there is checked here too.
    @Test(arguments: ArchitectureRule.all)
    func packageSwiftFollowsTheRule(_ rule: ArchitectureRule) async throws {
        let violations = rule.violations(in: try await realGraph())
        #expect(
            violations.isEmpty,
            "Package.swift breaks a layering rule:\n\(violations.map(\.description).joined(separator: "\n"))")
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

import Testing

/// The rules, applied to the `import` lines of every Swift file in the package.
@Suite("Source imports")
struct SourceImportTests {
    private func realImports() async throws -> (ModuleGraph, [SourceImport]) {
        let graph = try await DescribedPackage.shared().moduleGraph
        return (graph, try ImportScanner.imports(under: graph.modules.map(\.path)))
    }

    @Test func scanSeesThePortsImportingFoundation() async throws {
        // Guards against a scan that silently reads nothing.
        let (_, imports) = try await realImports()
        #expect(imports.contains { $0.file.hasPrefix("Modules/Ports/Networking/") && $0.module == "Foundation" })
    }

    @Test func restrictedModulesAreImportedOnlyWhereAllowed() async throws {
        let (_, imports) = try await realImports()
        let violations = ImportPolicy.restrictedImportViolations(imports)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test func featuresImportOnlyFoundationObservationAndPorts() async throws {
        let (graph, imports) = try await realImports()
        let violations = ImportPolicy.featureImportViolations(imports, in: graph)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test func importedModulesFollowEveryLayeringRule() async throws {
        let (graph, imports) = try await realImports()
        let importGraph = graph.replacingEdges(with: ImportPolicy.importEdges(imports, in: graph))
        let violations = ArchitectureRule.all.flatMap { $0.violations(in: importGraph) }
        #expect(
            violations.isEmpty,
            "An import breaks a layering rule:\n\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyDeclaredDependencyIsImportedBySomeSource() async throws {
        let (graph, imports) = try await realImports()
        let unused = ImportPolicy.unusedDependencies(imports, in: graph)
        #expect(unused.isEmpty, "Remove these from Package.swift:\n\(unused.joined(separator: "\n"))")
    }

    @Test func noSourceOutsideASliceNamesItsFeatureButTheRegistry() async throws {
        // The one place outside Modules/Features that may name a feature is the registry.
        let (graph, imports) = try await realImports()
        let sliceModules = Set(graph.modules.filter { $0.slice != nil }.map(\.name))
        let outside = imports.filter {
            $0.file.hasPrefix("Modules/") && !$0.file.hasPrefix(SliceFolder.root) && sliceModules.contains($0.module)
        }
        #expect(Set(outside.map(\.file)) == ["Modules/App/mosaic/main.swift"], "\(outside)")
    }

    /// Every use of Glibc, tests and the fuzzers included: an import or a qualified call.
    @Test func everyGlibcUseHasADarwinBranch() throws {
        let files = try ["Modules", "Tests", "FuzzTesting"].flatMap { try PlanFile.all(under: $0) }
        #expect(files.contains { $0.path == "Tests/mosaicTests/RunningProcess.swift" }, "the scan read no test file")
        let violations = files.flatMap { PlatformBranches.violations(in: $0.text, file: $0.path) }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }
}

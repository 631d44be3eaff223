import Testing

@Suite("Import policy, on synthetic sources")
struct ImportPolicyTests {
    private func imports(_ file: String, _ lines: String...) -> [SourceImport] {
        ImportScanner.imports(in: lines.joined(separator: "\n"), file: file)
    }

    @Test func featureImportingAnAdapterIsCaughtEvenWhenPackageSwiftDoesNotDeclareIt() {
        let found = imports(
            "Modules/Features/Launches/Feature/LaunchesViewModel.swift", "import Foundation",
            "import NetworkingURLSession")
        let graph = SyntheticGraph.valid
        #expect(
            ImportPolicy.featureImportViolations(found, in: graph) == [
                "Modules/Features/Launches/Feature/LaunchesViewModel.swift:2 imports NetworkingURLSession: "
                    + "a feature may import only Analytics, FeatureFlags, Foundation, Networking, Observation, Persistence"
            ]
        )
        let edgeViolations = ArchitectureRule.featuresDependOnlyOnPorts.violations(
            in: graph.replacingEdges(with: ImportPolicy.importEdges(found, in: graph))
        )
        #expect(
            edgeViolations.map(\.edge.description) == [
                "LaunchesFeature -> NetworkingURLSession (Modules/Features/Launches/Feature/LaunchesViewModel.swift:2)"
            ])
    }

    @Test func featureMayImportFoundationObservationAndPorts() {
        let found = imports(
            "Modules/Features/Launches/Feature/LaunchesViewModel.swift",
            "public import Foundation", "import Observation", "public import Networking", "import Analytics"
        )
        #expect(ImportPolicy.featureImportViolations(found, in: SyntheticGraph.valid).isEmpty)
    }

    @Test func featureImportingAPlatformModuleIsCaught() {
        let found = imports("Modules/Features/Products/Feature/ProductsViewModel.swift", "import Glibc")
        #expect(ImportPolicy.featureImportViolations(found, in: SyntheticGraph.valid).count == 1)
    }

    @Test func foundationNetworkingIsAllowedOnlyInTheURLSessionAdapterAndItsTests() {
        let allowed =
            imports(
                "Modules/Adapters/NetworkingURLSession/URLSessionHTTPClient.swift",
                "@preconcurrency import FoundationNetworking")
            + imports("Tests/NetworkingURLSessionTests/LoopbackTests.swift", "import FoundationNetworking")
        #expect(ImportPolicy.restrictedImportViolations(allowed).isEmpty)

        let forbidden =
            imports(
                "Modules/Composition/NetworkingOffline/OfflineHTTPClient.swift", "public import FoundationNetworking")
            + imports("Tests/Support/NetworkingTesting/RecordingHTTPClient.swift", "import FoundationNetworking")
            + imports("Modules/App/AppComposition/Composition.swift", "import FoundationNetworking")
        #expect(ImportPolicy.restrictedImportViolations(forbidden).count == 3)
    }

    @Test func zoogleAnalyticsIsAllowedOnlyInItsAdapterAndTests() {
        let allowed =
            imports("Modules/Adapters/AnalyticsZoogle/ZoogleTracker.swift", "import ZoogleAnalytics")
            + imports("Tests/ZoogleAnalyticsTests/ClientTests.swift", "@testable import ZoogleAnalytics")
        #expect(ImportPolicy.restrictedImportViolations(allowed).isEmpty)

        let forbidden = imports("Modules/App/AppComposition/Composition.swift", "import ZoogleAnalytics")
        #expect(
            ImportPolicy.restrictedImportViolations(forbidden).first?.hasPrefix(
                "Modules/App/AppComposition/Composition.swift:1 imports ZoogleAnalytics: only"
            ) == true
        )
    }

    @Test func importOfAModuleFromItsOwnSourcesIsNoEdge() {
        let found = imports("Modules/Ports/Networking/HTTPClient.swift", "import Networking")
        #expect(ImportPolicy.importEdges(found, in: SyntheticGraph.valid).isEmpty)
    }

    @Test func aDeclaredDependencyThatNoSourceImportsIsReported() {
        let graph = SyntheticGraph.adding("ProductsFeature", dependsOn: "Analytics")
        let found = imports("Modules/Features/Products/Feature/ProductsService.swift", "import Networking")
        #expect(
            ImportPolicy.unusedDependencies(found, in: graph).filter { $0.hasPrefix("ProductsFeature") } == [
                "ProductsFeature -> Analytics is declared, but no source of ProductsFeature imports it"
            ])
    }
}

import Foundation
import Testing

/// Mosaic as another package's dependency: what SwiftPM lets such a package use, and what an app
/// that links Mosaic's products brings along.
@Suite("Mosaic as a dependency")
struct DependencyUseTests {
    /// System libraries that only Linux machines have (Homebrew's on a Mac; no iOS device).
    private static let linuxOnly: Set<String> = ["CPNG", "CJPEG"]

    /// An unsafe flag reaches past this package: a library target's linker flag is applied to every
    /// app that links the product, and before SwiftPM 6.2 a versioned dependency that carried one
    /// was refused. So no target may: what exists only for the installed binary's start-up is in
    /// `.ci/static-build`, and `swift build` and `swift test` here use SwiftPM's defaults.
    @Test func noTargetHasUnsafeFlags() async throws {
        let root = PackageRoot.url
        let output = try await SwiftCommand.run([
            "package", "--package-path", root.path, "--scratch-path", PackageDescriber.scratchPath(root).path,
            "dump-package",
        ])
        try #require(output.status == 0, "\(output.standardError)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: output.standardOutput) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let unsafe = targets.filter { target in
            let settings = target["settings"] as? [[String: Any]] ?? []
            return settings.contains { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil }
        }
        #expect(targets.count > 50, "the manifest's targets were not read")
        #expect(unsafe.isEmpty, "unsafe flags on \(unsafe.compactMap { $0["name"] as? String })")
    }

    /// An app that links a library product never pulls in a Linux-only library. (`FuzzEntries`,
    /// which reaches every parser, is a product for the fuzzing package in FuzzTesting/ only.)
    @Test func noLibraryProductReachesALinuxOnlyLibrary() async throws {
        let package = try await PackageDescriber.shared()
        let dependencies = Dictionary(
            uniqueKeysWithValues: package.targets.map { ($0.name, $0.targetDependencies ?? []) })
        for product in package.products where product.isLibrary && product.name != "FuzzEntries" {
            var reached: Set<String> = []
            var pending = product.targets
            while let target = pending.popLast() {
                guard reached.insert(target).inserted else { continue }
                pending += dependencies[target] ?? []
            }
            let linux = reached.intersection(Self.linuxOnly).sorted()
            #expect(linux.isEmpty, "the product \(product.name) links \(linux)")
        }
    }

    /// What an app or another package needs is offered: every port, feature core and adapter, the
    /// emulators and the offline client for them, and each port's fakes and contract suite. The
    /// Linux-only picture decoder is the one adapter an Apple app cannot link.
    @Test func everyPortCoreAdapterAndPortTestSupportIsALibraryProduct() async throws {
        let package = try await PackageDescriber.shared()
        let graph = package.moduleGraph
        let offered = Set(package.products.filter(\.isLibrary).flatMap(\.targets))
        let ports = graph.modules(in: .port).map(\.name)
        let expected =
            ports + ports.map { "\($0)Testing" }.filter { graph.module(named: $0) != nil }
            + [Layer.feature, .adapter, .emulator].flatMap { graph.modules(in: $0).map(\.name) }
            + ["NetworkingOffline"]
        let missing = expected.filter { !offered.contains($0) && $0 != "ImageDecodingSystem" }
        #expect(ports.count >= 4)
        #expect(missing.isEmpty, "not offered as a product: \(missing.sorted())")
    }
}

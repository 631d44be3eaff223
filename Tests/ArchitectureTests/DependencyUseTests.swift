import Foundation
import Testing

/// Mosaic as another package's dependency: what SwiftPM lets such a package use, and what an app
/// that links Mosaic's products brings along.
@Suite("Mosaic as a dependency")
struct DependencyUseTests {
    /// System libraries that only Linux machines have (Homebrew's on a Mac; no iOS device).
    private static let linuxOnly: Set<String> = ["CPNG", "CJPEG"]
    /// System libraries that every Apple SDK has too.
    private static let everywhere: Set<String> = ["CSQLite"]

    /// The manifest as SwiftPM reads it: unlike `describe`, it keeps each dependency's condition.
    private static func manifest() async throws -> [String: Any] {
        let json = try await SwiftCommand.run([
            "package", "--package-path", PackageRoot.url.path, "--scratch-path", DescribedPackage.scratchPath.path,
            "dump-package",
        ])
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    /// An unsafe flag reaches past this package: a library target's linker flag applies to every app
    /// linking the product, and before SwiftPM 6.2 a versioned dependency carrying one was refused. So none
    /// has one: the installed binary's start-up flags are in `.ci/static-build`; builds here use the defaults.
    @Test func noTargetHasUnsafeFlags() async throws {
        let targets = try #require(try await Self.manifest()["targets"] as? [[String: Any]])
        let unsafe = targets.filter { target in
            let settings = target["settings"] as? [[String: Any]] ?? []
            return settings.contains { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil }
        }
        #expect(targets.count > 50, "the manifest's targets were not read")
        #expect(unsafe.isEmpty, "unsafe flags on \(unsafe.compactMap { $0["name"] as? String })")
    }

    /// Every product builds for every platform the manifest names: built for macOS or iOS, no
    /// product reaches a Linux-only library, once each dependency's platform condition is applied.
    @Test(arguments: ["macos", "ios"])
    func noProductReachesALinuxOnlyLibraryOnAnApplePlatform(_ platform: String) async throws {
        let manifest = try await Self.manifest()
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let products = try #require(manifest["products"] as? [[String: Any]])
        let systemLibraries = Set(
            targets.filter { $0["type"] as? String == "system" }.compactMap { $0["name"] as? String })
        #expect(
            systemLibraries == Self.linuxOnly.union(Self.everywhere),
            "say whether each system library is Linux-only: \(systemLibraries.sorted())")
        let dependencies = Dictionary(
            uniqueKeysWithValues: targets.compactMap { target in
                (target["name"] as? String).map { ($0, Self.dependencies(of: target, on: platform)) }
            })
        #expect(products.count > 30, "the manifest's products were not read")
        for product in products {
            var reached: Set<String> = []
            var pending = product["targets"] as? [String] ?? []
            while let target = pending.popLast() {
                guard reached.insert(target).inserted else { continue }
                pending += dependencies[target] ?? []
            }
            let linux = reached.intersection(Self.linuxOnly).sorted()
            #expect(linux.isEmpty, "the product \(product["name"] ?? "") links \(linux) on \(platform)")
        }
    }

    /// Only a product can be imported from outside, so only a product's targets declare `public`
    /// API; the others say `package`. Vendored code keeps the access its vendor gave it.
    @Test func onlyProductsDeclarePublicAPI() async throws {
        let manifest = try await Self.manifest()
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let products = try #require(manifest["products"] as? [[String: Any]])
        let offered = Set(products.flatMap { $0["targets"] as? [String] ?? [] })
        var checked = 0
        for target in targets where ["regular", "executable"].contains(target["type"] as? String) {
            guard let name = target["name"] as? String, !offered.contains(name),
                let path = target["path"] as? String, !path.hasPrefix("Modules/Vendor/")
            else { continue }
            checked += 1
            for file in try PlanFile.all(under: path) {
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated()
                where line.contains(/^\s*(?:@\w+(?:\([^)]*\))?\s+)*public\s/) {
                    Issue.record("\(file.path):\(number + 1): public in \(name), which no product offers; say package")
                }
            }
        }
        #expect(checked > 20, "the targets that are not products were not read")
    }

    /// The targets `target` depends on for `platform`: a dependency is `{"byName"|"target": [name, condition]}`
    /// or `{"product": [name, package, aliases, condition]}`; a condition names its platforms.
    private static func dependencies(of target: [String: Any], on platform: String) -> [String] {
        let dependencies = target["dependencies"] as? [[String: Any]] ?? []
        return dependencies.compactMap { dependency in
            guard let entry = (dependency["byName"] ?? dependency["target"]) as? [Any],
                let name = entry.first as? String
            else { return nil }
            let condition = entry.dropFirst().first as? [String: Any]
            guard let platforms = condition?["platformNames"] as? [String] else { return name }
            return platforms.contains(platform) ? name : nil
        }
    }

    /// What an app or package needs is offered: every port, core and adapter, the emulators and their offline
    /// client, each port's fakes and contract suite; not the picture decoder (only where libpng and libjpeg are).
    @Test func everyPortCoreAdapterAndPortTestSupportIsALibraryProduct() async throws {
        let package = try await DescribedPackage.shared()
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

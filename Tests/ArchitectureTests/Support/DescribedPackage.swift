import Foundation

/// The part of `swift package describe --type json` the architecture rules need: the real target
/// graph as SwiftPM reads it, so the rules see exactly what Package.swift declares.
struct DescribedPackage: Decodable, Sendable {
    struct Target: Decodable, Sendable {
        let name: String
        let type: String
        let path: String
        let targetDependencies: [String]?
        let productDependencies: [String]?
    }

    struct Dependency: Decodable, Sendable {
        let identity: String
    }

    struct Product: Decodable, Sendable {
        let name: String
        let targets: [String]
        let type: [String: [String]?]

        var isLibrary: Bool { type.keys.contains("library") }
    }

    let targets: [Target]
    let dependencies: [Dependency]
    let products: [Product]

    /// A scratch path of its own for the package commands the tests run: the outer `swift test`
    /// holds the lock on `.build`, and waiting for it would deadlock.
    static let scratchPath = PackageRoot.url.appendingPathComponent(".build-architecture")

    /// The package, described once per test run (every test reads the same graph). The tests
    /// that ask while it runs wait by suspending, not by holding a thread.
    static func shared() async throws -> DescribedPackage {
        try await once.value
    }

    private static let once = Task {
        let json = try await SwiftCommand.run([
            "package", "--package-path", PackageRoot.url.path, "--scratch-path", scratchPath.path,
            "describe", "--type", "json",
        ])
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(DescribedPackage.self, from: json)
    }

    var unclassifiedTargets: [String] {
        targets.filter { layer(of: $0) == nil }.map { "\($0.name) at \($0.path)" }.sorted()
    }

    var moduleGraph: ModuleGraph {
        ModuleGraph(
            modules: targets.compactMap { target in
                layer(of: target).map {
                    Module(target.name, $0, path: target.path, dependsOn: target.targetDependencies ?? [])
                }
            }
        )
    }

    private func layer(of target: Target) -> Layer? {
        Layer.classify(path: target.path, isTest: target.type == "test", isExecutable: target.type == "executable")
    }
}

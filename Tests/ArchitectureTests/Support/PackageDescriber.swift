import Foundation

/// Reads the real target graph by asking SwiftPM, so the rules see exactly what Package.swift declares.
enum PackageDescriber {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The package, described once per test run (every test reads the same graph). The tests
    /// that ask while it runs wait by suspending, not by holding a thread.
    static func shared() async throws -> DescribedPackage {
        try await once.value.get()
    }

    private static let once = Task { () -> Result<DescribedPackage, Failure> in
        do {
            return .success(try await describe())
        } catch {
            return .failure(error as? Failure ?? Failure(description: "\(error)"))
        }
    }

    /// Runs `swift package describe --type json` with its own scratch path: the outer
    /// `swift test` holds the lock on `.build`, and waiting for it would deadlock.
    static func describe(packageRoot: URL = PackageRoot.url) async throws -> DescribedPackage {
        let output = try await SwiftCommand.run(
            [
                "package", "--package-path", packageRoot.path, "--scratch-path", scratchPath(packageRoot).path,
                "describe", "--type", "json",
            ]
        )
        guard output.status == 0 else {
            throw Failure(description: "swift package describe exited with \(output.status):\n\(output.standardError)")
        }
        do {
            return try JSONDecoder().decode(DescribedPackage.self, from: output.standardOutput)
        } catch {
            throw Failure(description: "Could not decode swift package describe output: \(error)")
        }
    }

    static func scratchPath(_ packageRoot: URL = PackageRoot.url) -> URL {
        packageRoot.appendingPathComponent(".build-architecture")
    }
}

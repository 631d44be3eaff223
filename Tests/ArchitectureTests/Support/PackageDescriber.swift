import Foundation

/// Reads the real target graph by asking SwiftPM, so the rules see exactly what Package.swift declares.
enum PackageDescriber {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The package, described once per test run (every test reads the same graph).
    static let shared: Result<DescribedPackage, Failure> = Result { try describe() }.mapError {
        $0 as? Failure ?? Failure(description: "\($0)")
    }

    /// Runs `swift package describe --type json` with its own scratch path: the outer
    /// `swift test` holds the lock on `.build`, and waiting for it would deadlock.
    static func describe(packageRoot: URL = PackageRoot.url) throws -> DescribedPackage {
        let output = try SwiftCommand.run(
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

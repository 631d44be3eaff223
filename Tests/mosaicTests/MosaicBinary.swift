import Foundation
import Testing

/// The built `mosaic` executable, next to the test bundle in the build products folder.
enum MosaicBinary {
    static let url: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        // The package's own build folder, from this file's place in the package.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug"))
        return candidates.map { $0.appendingPathComponent("mosaic") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The executable's path; a test without it fails saying so.
    static func path(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(url, "build the mosaic executable first", sourceLocation: sourceLocation).path
    }

    /// An environment in which `home` is `mosaic`'s home, state and cache folder, so that nothing
    /// a run writes lands outside the test's folder, with `added` on top.
    static func environment(home: URL, _ added: [String: String] = [:]) -> [String: String] {
        ["HOME": home.path, "XDG_STATE_HOME": home.path, "XDG_CACHE_HOME": home.path, "PATH": "/usr/bin:/bin"]
            .merging(added) { $1 }
    }

    /// Runs `mosaic` as a shell script does, its output in a pipe and stderr in a file, in the
    /// ``environment(home:_:)`` of `home`.
    static func run(
        _ arguments: [String], home: URL, environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (status: Int32, output: String, error: String) {
        let binary = try path(sourceLocation: sourceLocation)
        let errorFile = home.appendingPathComponent("\(UUID().uuidString).err").path
        let (status, output) = try await ChildProcess.runOffThePool(
            binary, arguments, captureOutput: true, errorFile: errorFile,
            environment: Self.environment(home: home, environment))
        return (status, output, (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
    }

    /// Runs `mosaic` with pipes for stdin and stdout: its exit status and what it printed.
    static func runWithPipes(_ arguments: [String] = []) async throws -> (status: Int32, output: String) {
        try await ChildProcess.runOffThePool(try path(), arguments, captureOutput: true)
    }
}

import Foundation

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

    /// Runs `mosaic` with pipes for stdin and stdout: its exit status and what it printed.
    static func runWithPipes(_ arguments: [String] = []) async throws -> (status: Int32, output: String) {
        guard let url else { return (-1, "") }
        return try await ChildProcess.runOffThePool(url.path, arguments, captureOutput: true)
    }
}

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
}

import Foundation

/// A flags file in a fresh temporary directory, removed when the test is done with it.
struct FlagsFile: ~Copyable {
    let directory: URL
    let url: URL

    init(_ contents: String) throws {
        // Everything that can throw happens before the stored properties are set, as a
        // noncopyable type cannot be left half-initialized.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "FeatureFlagsConfigTests-\(UUID())")
        let url = directory.appendingPathComponent("flags.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        self.directory = directory
        self.url = url
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}

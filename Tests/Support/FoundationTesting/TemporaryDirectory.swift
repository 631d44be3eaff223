public import Foundation

/// A fresh, empty folder for one test, removed by ``remove()``.
public struct TemporaryDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// Creates a uniquely named folder in the system's temporary folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appending(path: "mosaic-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

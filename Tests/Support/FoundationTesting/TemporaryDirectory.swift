public import Foundation

/// A fresh, empty folder for one test, the one way a test gets one, deleted with its contents on every way out
/// (a return, a thrown error, a failed `#require`). A suite may hold one made in `init() throws` (Swift Testing
/// makes a suite instance per test and case, released when it ends). A local one lives to its scope's end: since
/// Swift 5.7 a variable outlives any call that could observe it (a deinit barrier), and every use of it is one.
public final class TemporaryDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// Creates a uniquely named folder in the system's temporary folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appending(path: "mosaic-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

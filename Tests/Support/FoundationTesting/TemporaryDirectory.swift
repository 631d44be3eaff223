public import Foundation

/// A fresh, empty folder for one test, deleted with everything in it when the test is done with it.
///
/// The one way a test gets a temporary folder, because it is deleted on every way out of the
/// test: a return, a thrown error, a failed `#require`. A suite holds one as a stored property,
/// made in its `init() throws`: Swift Testing makes an instance of the suite for every test, and
/// for every case of a parameterised test, and releases it when that test ends. A local one goes
/// at the end of its scope: since Swift 5.7 a variable is not destroyed early across a call that
/// could observe it (a deinit barrier), and every use of the folder is such a call.
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

import Foundation
import FoundationTesting

/// A path in a fresh temporary folder, removed with it when the test is done with it.
struct TemporaryFile {
    private let folder: TemporaryDirectory
    let path: String

    var directory: URL { folder.url }

    init(named name: String = "zoogle.log") throws {
        folder = try TemporaryDirectory()
        path = folder.url.appending(path: name).path
    }

    func lines() throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func writingHandle() throws -> FileHandle {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }
}

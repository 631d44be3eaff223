import Foundation

/// A path in a fresh temporary directory, removed when the test is done with it.
struct TemporaryFile: ~Copyable {
    let directory: URL
    let path: String

    init(named name: String = "zoogle.log") throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ZoogleAnalyticsTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent(name).path
    }

    func lines() throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func writingHandle() throws -> FileHandle {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}

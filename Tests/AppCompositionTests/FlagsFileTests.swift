import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import FoundationTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Anything but a small regular file: one usage error saying what the path is, never a FIFO hang, an endless
/// device read, or "permission".
@Suite("Reading --flags-file", .timeLimit(.minutes(5)))
@MainActor
struct FlagsFileTests {
    private let scratch: TemporaryDirectory
    private var folder: URL { scratch.url }

    init() throws {
        scratch = try TemporaryDirectory()
    }

    private func run(_ path: String) async -> (status: Int32, console: RecordingConsole) {
        await InProcessMosaic.run(["config", "--json", "--flags-file", path], features: .samples)
    }

    private func make() throws -> (fifo: String, large: String, valid: String, folder: String) {
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let large = folder.appendingPathComponent("large.json")
        try Data(repeating: UInt8(ascii: " "), count: (1 << 20) + 1).write(to: large)
        let valid = folder.appendingPathComponent("flags.json")
        try Data("{}".utf8).write(to: valid)
        return (fifo, large.path, valid.path, folder.path)
    }

    @Test func whatIsNotASmallRegularFileIsNamedForWhatItIs() async throws {
        let paths = try make()
        let expectations: [(path: String, reason: String)] = [
            ("/dev/zero", "is a character device, not a regular file"),
            ("/dev/null", "is a character device, not a regular file"),
            (paths.folder, "is a folder, not a regular file"),
            (paths.fifo, "is a FIFO (named pipe), not a regular file"),
            (paths.large, "is larger than 1 MB; a flags file is a small JSON object"),
            (paths.folder + "/missing.json", "no such file"),
            (paths.valid + "/below-a-file", "a part of the path is not a folder"),
        ]
        for (path, reason) in expectations {
            let (status, console) = await run(path)
            #expect(status == 64, "\(path)")
            #expect(console.error == "error: flags file \(path): \(reason)\n")
            #expect(console.output.isEmpty)
        }
    }

    @Test func aSmallRegularFileIsRead() async throws {
        let paths = try make()
        let (status, console) = await run(paths.valid)
        #expect(status == 0, "\(console.error)")
    }
}

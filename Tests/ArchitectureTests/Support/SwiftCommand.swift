import Foundation
import FoundationTesting

/// Runs the `swift` driver found on PATH with no input and captures what it prints.
enum SwiftCommand {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What `swift` with `arguments` prints, or a ``Failure`` with its standard error when it exits
    /// non-zero. It waits on a thread of its own: a package command takes seconds, and the
    /// cooperative pool (one thread per core) must keep serving the other tests.
    static func run(_ arguments: [String]) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try runBlocking(arguments) }) }.start()
        }
    }

    private static func runBlocking(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.standardInput = FileHandle.nullDevice
        let standardOutput = Pipe()
        process.standardOutput = standardOutput
        // stderr goes to a file: reading two pipes one after the other can deadlock
        // when the second fills its buffer first.
        let folder = try TemporaryDirectory()
        let errorLog = folder.url.appending(path: "stderr.log")
        guard FileManager.default.createFile(atPath: errorLog.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorLog.path])
        }
        let errorHandle = try FileHandle(forWritingTo: errorLog)
        defer { try? errorHandle.close() }
        process.standardError = errorHandle

        try process.run()
        let data = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            let command = (["swift"] + arguments).joined(separator: " ")
            throw Failure(description: "\(command) exited with \(process.terminationStatus):\n\(errors)")
        }
        return data
    }
}

import Foundation
import FoundationTesting
import Testing

extension CommandLineProcessTests {
    /// The real binary writing to an output it cannot write: a full device, a closed descriptor,
    /// a pipe nobody reads. Every command must end with a status and at most one line, never a crash.
    @Suite("Output that cannot be written", .serialized, .timeLimit(.minutes(10)))
    @MainActor
    struct OutputFailureEndToEndTests {
        /// Every kind of command that prints: lists, details, JSON, help, version, completion, the app's own.
        nonisolated static let commands: [[String]] = [
            ["pokemon", "list"], ["pokemon", "list", "--all", "--json"], ["pokemon", "show", "25"],
            ["launches", "list"], ["launches", "show", "5fe3b15eb3467846b324216d"], ["dealership", "list"],
            ["products", "categories"], ["products", "list", "drsss", "--json"], ["guidomia", "list"], ["flags"],
            ["config"],
            ["completion", "bash"], ["--help"], ["help", "products", "list"], ["pokemon"], ["--version"],
        ]

        private let folder: TemporaryDirectory

        init() throws {
            folder = try TemporaryDirectory()
        }

        private func run(
            _ arguments: [String], output: RunningProcess.Destination, ignoringSIGPIPE: Bool = false,
            stderrWritable: Bool = true
        ) async throws -> (status: Int32, error: String) {
            let stderr = folder.url.appendingPathComponent("\(UUID()).err")
            // A shell that ignores SIGPIPE and then becomes mosaic, as `(trap '' PIPE; mosaic ...)` does:
            // an ignored signal stays ignored across exec.
            let shell = ignoringSIGPIPE ? ["/bin/sh", "-c", "trap '' PIPE; exec \"$0\" \"$@\""] : []
            let command = shell + [try MosaicBinary.path()] + arguments + ["--store", "memory", "--analytics", "none"]
            let errors: RunningProcess.Destination = stderrWritable ? .file(stderr) : .fullDevice
            let process = try RunningProcess.start(
                command[0], Array(command.dropFirst()), stdout: output, stderr: errors)
            let status = try await process.wait(deadline: .seconds(60))
            return (status, process.errorOutput)
        }

        nonisolated static let unwritable: [(RunningProcess.Destination, reason: String)] = [
            (.fullDevice, "No space left on device"), (.closed, "Bad file descriptor"),
        ]

        @Test(arguments: unwritable, commands)
        func aFullDeviceOrAClosedOutputIsOneErrorLineAndExit1(
            _ output: (RunningProcess.Destination, reason: String), _ command: [String]
        ) async throws {
            let run = try await run(command, output: output.0)
            #expect(run.status == 1, "\(command): \(run.error)")
            #expect(run.error == "error: cannot write the output: \(output.reason)\n", "\(command)")
        }

        @Test(arguments: [true, false], commands)
        func aBrokenPipeEndsQuietlyWith141WhetherSIGPIPEIsIgnoredOrNot(
            _ ignoringSIGPIPE: Bool, _ command: [String]
        ) async throws {
            let run = try await run(command, output: .brokenPipe, ignoringSIGPIPE: ignoringSIGPIPE)
            #expect(run.status == 141, "\(command): \(run.error)")
            #expect(run.error.isEmpty, "\(command)")
        }

        @Test(arguments: commands)
        func standardErrorUnwritableTooStillEndsWithAStatusNotACrash(_ command: [String]) async throws {
            let run = try await run(command, output: .fullDevice, stderrWritable: false)
            #expect(run.status == 1, "\(command)")
        }

        @Test func aUsageErrorStillExits64WhenTheOutputIsFull() async throws {
            let run = try await run(["pokemon", "list", "--offset", "x"], output: .fullDevice)
            #expect(run.status == 64)
            #expect(run.error.hasPrefix("error: option --offset takes a whole number"))
            #expect(run.error.filter { $0 == "\n" }.count == 1)
        }
    }
}

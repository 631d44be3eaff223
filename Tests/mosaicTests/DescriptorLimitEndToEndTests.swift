import Foundation
import FoundationTesting
import Testing

/// Commands under descriptor limits so low that reading the bundled data fails: what they say names that
/// failure, never a status an API did not send.
@Suite(.serialized, .processBudget)
@MainActor
struct DescriptorLimitEndToEndTests {
    nonisolated static let commands = [
        ["launches", "list"], ["pokemon", "show", "25"], ["dealership", "list"], ["products", "list", "drsss"],
    ]

    @Test(arguments: commands)
    func aBundledReadThatFailsIsNeverReportedAsAnAPIsStatus(_ command: [String]) async throws {
        let binary = try MosaicBinary.path()
        let folder = try TemporaryDirectory()
        let environment = ProcessInfo.processInfo.environment.merging(["HOME": folder.url.path]) { $1 }
        var failedHere = 0
        var succeededAt: Int?
        // Upward until the first limit that is enough, wherever that lies (a sanitizer's runtime holds
        // descriptors of its own): the limits below it fail.
        limits: for limit in 4...64 {
            // So few descriptors can also crash libdispatch (no eventfd for its main queue) or a sanitizer's
            // runtime before the command runs: a run without the command's own error line is run again.
            for attempt in 1...5 {
                let run = try await RunningProcess.run(
                    "/bin/sh",
                    ["-c", #"ulimit -n "$0" && exec "$@""#, String(limit), binary]
                        + command + ["--store", "memory", "--analytics", "none"],
                    stdout: folder.url.appending(path: "\(limit)-\(attempt).out"),
                    stderr: folder.url.appending(path: "\(limit)-\(attempt).err"), environment: environment,
                    deadline: .seconds(60))
                let said = run.output + run.error
                #expect(!said.contains("answered HTTP"), "under \(limit) descriptors: \(said)")
                if said.contains("no request was sent") || said.contains("could not be read from the app's resources") {
                    failedHere += 1
                }
                if run.status == 0 {
                    succeededAt = limit
                    break limits
                }
                if run.error.hasPrefix("error:") { break }
            }
        }
        #expect(succeededAt != nil, "no limit up to 64 descriptors was enough for the command")
        // A sanitizer's runtime, in the child too, needs descriptors of its own and can fail at
        // every limit below the first that is enough, before the command runs.
        let underSanitizer = ["ASAN_OPTIONS", "TSAN_OPTIONS"].contains { environment[$0] != nil }
        #expect(failedHere > 0 || underSanitizer, "no limit made reading the bundled data fail")
    }
}

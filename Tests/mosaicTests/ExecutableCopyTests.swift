import Foundation
import FoundationTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The copy of `mosaic` a test makes for another user to run (``MosaicRunner``), made while
/// other tests start processes.
@Suite("A binary copied to run")
struct ExecutableCopyTests {
    /// A descriptor this process wrote the copy through, inherited by each process started meanwhile,
    /// would make running the copy fail with "Text file busy".
    @Test func aCopyRunsAtOnceWhileOtherProcessesStart() async throws {
        let binary = try MosaicBinary.path()
        let folder = try TemporaryDirectory()
        let starter = Thread {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for _ in 0..<40 {
                if case .success(let pid) = ChildProcess.spawn("/bin/sleep", ["1"], actions: &actions) {
                    Thread.detachNewThread {
                        var status: Int32 = 0
                        _ = waitpid(pid, &status, 0)
                    }
                }
                usleep(5_000)
            }
        }
        starter.start()
        for round in 0..<5 {
            let copy = folder.url.appending(path: "\(round)", directoryHint: .isDirectory)
            try MosaicRunner.copy(binary, into: copy)
            let run = try await RunningProcess.run(
                copy.appending(path: "mosaic").path, ["--version"], stdout: copy.appending(path: "version"))
            #expect(run.status == 0 && run.output.hasPrefix("mosaic "), "round \(round): status \(run.status)")
        }
    }
}

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end under GNU `time`, which reports its peak resident memory, and
/// returns that, what it wrote and its status. The program's own `ru_maxrss` would not do:
/// `posix_spawn` starts the child sharing this test process's memory until `exec`, and Linux
/// counts that high-water mark as the child's. `time` forks, so its child starts small.
///
/// The child is waited for on a thread of its own, never on the cooperative pool; past
/// `deadline` its whole process group is killed and the run counts as timed out.
enum MeasuredProcess {
    /// The built `mosaic`, once GNU time is known to be there to run it and measure its memory.
    static func measurableMosaic(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let binary = try #require(MosaicBinary.url, "the mosaic binary is not built", sourceLocation: sourceLocation)
        try #require(
            FileManager.default.isExecutableFile(atPath: time),
            "GNU time (apt-get install time) runs the binary and measures its peak memory",
            sourceLocation: sourceLocation)
        return binary
    }

    static let time = "/usr/bin/time"

    struct Outcome: Sendable {
        var status: Int32
        /// The program's largest resident set, in bytes, as `time` measured it.
        var peakMemory: Int
        var output: String
        var errorOutput: String
        var timedOut: Bool
    }

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], folder: URL,
        deadline: Duration = .seconds(60)
    ) async throws -> Outcome {
        let name = UUID().uuidString
        let stdout = folder.appending(path: "\(name).out")
        let stderr = folder.appending(path: "\(name).err")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let memory = folder.appending(path: "\(name).peak")
        let timed = ["-f", "%M", "-o", memory.path, executable] + arguments
        // Its own process group, so a kill reaches `time`'s child too.
        let pid = try ChildProcess.spawn(
            time, timed, actions: &actions, environment: environment, ownProcessGroup: true
        ).get()
        let (status, timedOut) = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: reap(pid, deadline: deadline))
            }
            thread.start()
        }
        let kilobytes = (try? String(contentsOf: memory, encoding: .utf8))?.split(separator: "\n").last
            .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return Outcome(
            status: status, peakMemory: (kilobytes ?? Int.max / 2_048) * 1_024,
            output: (try? String(contentsOf: stdout, encoding: .utf8)) ?? "",
            errorOutput: (try? String(contentsOf: stderr, encoding: .utf8)) ?? "", timedOut: timedOut)
    }

    /// Polls `waitpid` on the calling thread (a thread of its own) until the child ends.
    private static func reap(_ pid: pid_t, deadline: Duration) -> (Int32, Bool) {
        let end = ContinuousClock.now + deadline
        var killed = false
        while true {
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, killed ? 0 : WNOHANG)
            if result == pid { return (ChildProcess.exitStatus(raw), killed) }
            if result < 0, errno != EINTR { return (-1, killed) }
            if !killed, ContinuousClock.now >= end {
                kill(-pid, SIGKILL)
                killed = true
                continue
            }
            usleep(10_000)
        }
    }
}

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end and reports its peak memory (the kernel's `ru_maxrss` from
/// `wait4`), what it wrote and its status. The child is waited for on a thread of its own,
/// never on the cooperative pool; past `deadline` it is killed and the run counts as timed out.
enum MeasuredProcess {
    struct Outcome: Sendable {
        var status: Int32
        /// The child's largest resident set, in bytes.
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
        let pid = try ChildProcess.spawn(executable, arguments, actions: &actions, environment: environment).get()
        let (status, peak, timedOut) = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: reap(pid, deadline: deadline))
            }
            thread.start()
        }
        return Outcome(
            status: status, peakMemory: peak,
            output: (try? String(contentsOf: stdout, encoding: .utf8)) ?? "",
            errorOutput: (try? String(contentsOf: stderr, encoding: .utf8)) ?? "", timedOut: timedOut)
    }

    /// Polls `wait4` on the calling thread (a thread of its own) until the child ends.
    private static func reap(_ pid: pid_t, deadline: Duration) -> (Int32, Int, Bool) {
        let end = ContinuousClock.now + deadline
        var killed = false
        while true {
            var raw: Int32 = 0
            var usage = rusage()
            let result = wait4(pid, &raw, killed ? 0 : WNOHANG, &usage)
            if result == pid {
                // Linux reports ru_maxrss in kilobytes.
                return (ChildProcess.exitStatus(raw), Int(usage.ru_maxrss) * 1_024, killed)
            }
            if result < 0, errno != EINTR { return (-1, 0, killed) }
            if !killed, ContinuousClock.now >= end {
                kill(pid, SIGKILL)
                killed = true
                continue
            }
            usleep(10_000)
        }
    }
}

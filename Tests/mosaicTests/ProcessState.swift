import Foundation

/// What Linux says about a process, from `/proc/PID/stat`.
enum ProcessState {
    /// Whether the process is stopped (state `T`), as SIGTSTP leaves it.
    static func isStopped(_ pid: pid_t) throws -> Bool {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The state follows the command name, which is in parentheses and may hold spaces.
        guard let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
    }

    /// Polls until the process is stopped or `timeout` passes.
    static func waitUntilStopped(_ pid: pid_t, timeout: Duration = .seconds(120)) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if try isStopped(pid) { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return try isStopped(pid)
    }
}

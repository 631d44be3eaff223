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
}

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts programs with `posix_spawn`. Foundation's `Process` can wait forever on Linux when
/// called from a Swift concurrency task; this has no run loop to get stuck on.
enum ChildProcess {
    enum Failure: Error {
        case spawn(Int32)
    }

    /// Runs a short tool (`cp`, `chmod`, `tmux kill-server`) to its end with every standard
    /// descriptor on /dev/null and returns its status. It blocks its thread until the tool ends:
    /// a test that needs the output, or must not block, uses ``RunningProcess``.
    static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for number: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, number, "/dev/null", number == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let pid = try spawn(executable, arguments, actions: &actions).get()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return exitStatus(status)
    }

    /// A `waitpid` status as a shell reports it: the exit code, or 128 + the signal that ended it.
    static func exitStatus(_ status: Int32) -> Int32 {
        (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Starts `executable` with `actions` applied, with default signal handling and nothing blocked whatever
    /// the test runner set: a tmux pane that ignored SIGHUP would outlive kill-server. With `ownProcessGroup`,
    /// the child leads a new process group, so a kill of the group reaches its children too.
    static func spawn(
        _ executable: String, _ arguments: [String], actions: inout posix_spawn_file_actions_t,
        environment: [String: String]? = nil, ownProcessGroup: Bool = false
    ) -> Result<pid_t, Failure> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var envp = environment.map { withSanitizerOptions($0).map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { free($0) } }
        var pid: pid_t = 0
        let status =
            if envp != nil {
                posix_spawn(&pid, executable, &actions, &attributes, argv, &envp!)
            } else {
                posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
            }
        return status == 0 ? .success(pid) : .failure(.spawn(status))
    }

    /// `environment` with this process's sanitizer options added: under `.ci/sanitizers` a `mosaic`
    /// child is instrumented too and needs the same suppressions and symbolizer.
    ///
    /// A child is not checked for leaks: `mosaic` exits with requests it no longer needs still in
    /// flight (a body over its cap, the other pages of a failed walk), and what those hold would be
    /// reported as leaked. The in-process runner runs the same code with leaks checked.
    static func withSanitizerOptions(_ environment: [String: String]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var result = environment
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] {
            if result[name] == nil, let value = inherited[name] { result[name] = value }
        }
        if let address = result["ASAN_OPTIONS"] { result["ASAN_OPTIONS"] = address + ":detect_leaks=0" }
        return result
    }
}

import DescriptorKit
import Foundation
import LoopbackTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and waits for it with `posix_spawn` and `waitpid`. Foundation's `Process`
/// can wait forever on Linux when called from a Swift concurrency task, which the tmux
/// helpers are; this has no run loop to get stuck on.
enum ChildProcess {
    enum Failure: Error {
        case spawn(Int32)
    }

    /// Runs `executable` with `arguments`; stdin comes from a closed pipe. Returns the exit
    /// status and, when `captureOutput`, what it wrote on stdout (otherwise stdout is discarded:
    /// a daemon it starts must not inherit a pipe we read to its end). Stderr goes to
    /// `errorFile` when given (a file, not a pipe, so a full pipe can never block the child),
    /// else nowhere; `environment`, when given, replaces the inherited one.
    static func run(
        _ executable: String, _ arguments: [String], captureOutput: Bool, errorFile: String? = nil,
        environment: [String: String]? = nil
    ) throws -> (status: Int32, output: String) {
        // Both close on exec here: the child gets only the copies made as its 0 and 1, and no
        // process another test starts meanwhile inherits an end that would hold the pipe open.
        let input = try pipe()
        let output = try pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input.reader.rawValue, 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, output.writer.rawValue, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errorFile ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let spawned = spawn(executable, arguments, actions: &actions, environment: environment)
        // Its stdin ends at once; its stdout ends when it (and whatever it started) exits.
        input.reader.close()
        input.writer.close()
        output.writer.close()
        let reader = output.reader
        let pid = try spawned.get()
        var captured = Data()
        if captureOutput {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(reader.rawValue, &buffer, buffer.count)
                if count > 0 {
                    captured.append(contentsOf: buffer[0..<count])
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (exitStatus(status), String(decoding: captured, as: UTF8.self))
    }

    private static func pipe() throws -> DescriptorPair {
        do {
            return try FileDescriptor.pipe()
        } catch {
            throw Failure.spawn(error.code)
        }
    }

    /// A `waitpid` status as a shell reports it: the exit code, or 128 + the signal that ended it.
    static func exitStatus(_ status: Int32) -> Int32 {
        (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Starts `executable` with `actions` applied. The child starts with default signal handling
    /// and nothing blocked, whatever the test runner set: a tmux pane that ignored SIGHUP would
    /// outlive kill-server. With `ownProcessGroup`, the child leads a new process group, so a kill
    /// of the group reaches its own children too.
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
}

extension ChildProcess {
    /// The sanitizers' settings of this test process, added to an environment a test built
    /// for its child: under `.ci/sanitizers` a `mosaic` child is instrumented too and must get
    /// the same options (the suppressions, the symbolizer).
    ///
    /// A child is checked for memory errors but not for leaks. `mosaic` exits as soon as its
    /// answer is known, with requests it no longer needs still in flight (a body over its cap,
    /// the other pages of a failed walk); what those suspended tasks hold is reported as leaked
    /// at exit although the process ends there. The same code runs in this process through the
    /// in-process runner, where leaks are checked.
    static func withSanitizerOptions(_ environment: [String: String]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var result = environment
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] {
            if result[name] == nil, let value = inherited[name] { result[name] = value }
        }
        if let address = result["ASAN_OPTIONS"] { result["ASAN_OPTIONS"] = address + ":detect_leaks=0" }
        return result
    }

    /// `run`, waited for on a thread of its own: the cooperative pool has one thread per core
    /// (two here), and a test that blocked one for a whole child run would starve every other
    /// test's loopback server meanwhile.
    static func runOffThePool(
        _ executable: String, _ arguments: [String], captureOutput: Bool, errorFile: String? = nil,
        environment: [String: String]? = nil
    ) async throws -> (status: Int32, output: String) {
        try await LoopbackConnection.onThread {
            try run(executable, arguments, captureOutput: captureOutput, errorFile: errorFile, environment: environment)
        }
    }
}

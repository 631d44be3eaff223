import DescriptorKit
import Foundation
import FoundationTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process a test can kill whenever it chooses. Its output goes to files, so nothing blocks on a
/// pipe; waits poll with `Task.sleep`, holding no pool thread, and each has a deadline. A class because
/// reaping happens once: after it the pid may be reused, so the status is kept and `kill()` does nothing.
@MainActor
final class RunningProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let pid: pid_t
    let command: String
    let stdout: URL
    let stderr: URL
    /// Whether the process leads a group of its own, which every signal then goes to.
    private let leadsGroup: Bool
    private var status: Int32?

    private init(pid: pid_t, command: String, stdout: URL, stderr: URL, leadsGroup: Bool) {
        self.pid = pid
        self.command = command
        self.stdout = stdout
        self.stderr = stderr
        self.leadsGroup = leadsGroup
    }

    /// Where a child's standard output or error goes.
    enum Destination {
        /// A file, created or emptied, that `output` and `errorOutput` read.
        case file(URL)
        /// `/dev/full`: every write fails with `ENOSPC`.
        case fullDevice
        /// The descriptor closed, as `>&-` leaves it.
        case closed
        /// A pipe whose reading end is closed: a write fails with `EPIPE`, or SIGPIPE ends a writer not ignoring it.
        case brokenPipe
        /// A copy of `descriptor`, the end of a pipe whose other end the test reads (and may close).
        case descriptor(Int32)
    }

    /// Starts `executable` with stdin from /dev/null; `environment`, when given, replaces the inherited
    /// one. With `ownProcessGroup`, a signal reaches the children it starts too.
    static func start(
        _ executable: String, _ arguments: [String], stdout: Destination, stderr: Destination,
        environment: [String: String]? = nil, ownProcessGroup: Bool = false
    ) throws -> RunningProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // For `.brokenPipe`.
        let ends = try FileDescriptor.pipe()
        ends.reader.close()
        let brokenPipe = ends.writer
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (number, destination) in [(Int32(1), stdout), (2, stderr)] {
            switch destination {
            case .file(let url):
                posix_spawn_file_actions_addopen(&actions, number, url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .fullDevice: posix_spawn_file_actions_addopen(&actions, number, "/dev/full", O_WRONLY, 0)
            case .closed: posix_spawn_file_actions_addclose(&actions, number)
            case .brokenPipe: posix_spawn_file_actions_adddup2(&actions, brokenPipe.rawValue, number)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, number)
            }
        }
        let pid = try ChildProcess.spawn(
            executable, arguments, actions: &actions, environment: environment, ownProcessGroup: ownProcessGroup
        ).get()
        func file(_ destination: Destination) -> URL {
            if case .file(let url) = destination { url } else { URL(fileURLWithPath: "/dev/null") }
        }
        return RunningProcess(
            pid: pid, command: ([executable] + arguments).joined(separator: " "), stdout: file(stdout),
            stderr: file(stderr), leadsGroup: ownProcessGroup)
    }

    /// Runs `executable` to its end: its status and what it wrote to `stdout` and `stderr`.
    static func run(
        _ executable: String, _ arguments: [String], stdout: URL, stderr: URL = URL(fileURLWithPath: "/dev/null"),
        environment: [String: String]? = nil, deadline: Duration = .seconds(120)
    ) async throws -> (status: Int32, output: String, error: String) {
        let process = try start(
            executable, arguments, stdout: .file(stdout), stderr: .file(stderr), environment: environment)
        return (try await process.wait(deadline: deadline), process.output, process.errorOutput)
    }

    /// The exit status when the process has ended (128 + the signal when a signal ended it), else `nil`.
    func poll() -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        while true {
            let result = waitpid(pid, &raw, WNOHANG)
            if result == pid {
                status = ChildProcess.exitStatus(raw)
                return status
            }
            if result < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Sends SIGKILL, unless the process has already been reaped.
    func kill() {
        send(SIGKILL)
    }

    /// Sends SIGTERM, the polite stop a server is expected to handle, unless the process has been reaped.
    func terminate() {
        send(SIGTERM)
    }

    private func send(_ number: Int32) {
        guard status == nil else { return }
        // Qualified: `kill` alone names the method above.
        #if canImport(Glibc)
        _ = Glibc.kill(leadsGroup ? -pid : pid, number)
        #elseif canImport(Darwin)
        _ = Darwin.kill(leadsGroup ? -pid : pid, number)
        #endif
    }

    /// Waits for the process to end; past `deadline` it is killed and the wait throws.
    func wait(deadline: Duration = .seconds(120)) async throws -> Int32 {
        if await waitUntil(atMost: deadline, { poll() != nil }), let status { return status }
        kill()
        _ = try? await waitAfterKill()
        throw Failure(description: "\(command) did not finish in time and was killed")
    }

    /// Runs `body` while the process runs, then stops it with SIGTERM and returns its exit
    /// status; should `body` throw, the process is killed instead and the error rethrown.
    func terminate(after body: () async throws -> Void) async throws -> Int32 {
        do {
            try await body()
        } catch {
            kill()
            _ = try? await waitAfterKill()
            throw error
        }
        terminate()
        return try await wait(deadline: .seconds(30))
    }

    /// Reaps the process after `kill()`; SIGKILL cannot be caught, so this ends promptly.
    @discardableResult
    func waitAfterKill() async throws -> Int32 {
        guard await waitUntil(atMost: .seconds(10), { poll() != nil }), let status else {
            throw Failure(description: "\(command) did not finish in time and was killed")
        }
        return status
    }

    var output: String { (try? String(contentsOf: stdout, encoding: .utf8)) ?? "" }
    var errorOutput: String { (try? String(contentsOf: stderr, encoding: .utf8)) ?? "" }
}

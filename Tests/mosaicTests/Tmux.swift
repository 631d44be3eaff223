import Foundation
import FoundationTesting

/// A tmux server of its own (a private socket, so other tmux users are never touched) running
/// one program in a window of a given size, read back with `capture-pane`.
final class Tmux {
    static let executable = Prerequisite.tmux.path.map { URL(fileURLWithPath: $0) }

    /// Holds the server's socket: tmux leaves it behind when the server is killed.
    private let folder: TemporaryDirectory
    private var socket: String { folder.url.appending(path: "tmux").path }

    init(command: String, columns: Int, rows: Int) async throws {
        folder = try TemporaryDirectory()
        try await run(["new-session", "-d", "-s", "app", "-x", String(columns), "-y", String(rows), command])
    }

    deinit {
        // Nothing to wait for: the server ends on its own thread, and a test never blocks on it.
        // The folder goes once the server has: without its socket, nothing could end it.
        let arguments = Self.arguments(["kill-server"], socket: socket)
        let folder = folder
        if let executable = Self.executable?.path {
            Thread {
                withExtendedLifetime(folder) { _ = try? ChildProcess.run(executable, arguments, captureOutput: false) }
            }.start()
        }
    }

    /// Sends tmux key names, such as `Enter`, `Escape`, `Down` or `q`.
    func send(_ keys: String...) async throws {
        try await run(["send-keys", "-t", "app"] + keys)
    }

    func resize(columns: Int, rows: Int) async throws {
        try await run(["resize-window", "-t", "app", "-x", String(columns), "-y", String(rows)])
    }

    /// The visible screen as text; with `escapes`, with the colour and style codes too.
    func screen(escapes: Bool = false) async throws -> String {
        try await run(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", "app"])
    }

    /// The pane's state in tmux's format language, such as `#{alternate_on} #{cursor_flag}`.
    func display(_ format: String) async throws -> String {
        try await run(["display-message", "-p", "-t", "app", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls `display(format)` until it is `expected` or `timeout` passes; returns the last answer.
    func waitForDisplay(
        _ format: String, toBe expected: String, timeout: Duration = .seconds(120)
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let answer = try await display(format)
            if answer == expected || ContinuousClock.now >= deadline { return answer }
            try await Task.sleep(for: .milliseconds(40))
        }
    }

    /// Polls the screen until `condition` holds or `timeout` passes; returns the last screen. The
    /// default timeout is two minutes: far beyond what a starved machine needs to draw a screen,
    /// and never waited out by a test that passes.
    func waitFor(timeout: Duration = .seconds(120), _ condition: (String) -> Bool) async throws -> (Bool, String) {
        let deadline = ContinuousClock.now + timeout
        while true {
            let text = try await screen()
            if condition(text) { return (true, text) }
            if ContinuousClock.now >= deadline { return (false, text) }
            try await Task.sleep(for: .milliseconds(40))
        }
    }

    /// Runs tmux on a thread of its own, never blocking a thread of the cooperative pool.
    @discardableResult
    private func run(_ arguments: [String]) async throws -> String {
        guard let executable = Self.executable else { return "" }
        // Only capture-pane's output is read: the server that new-session starts would inherit
        // the pipe and hold it open.
        return try await ChildProcess.runOffThePool(
            executable.path, Self.arguments(arguments, socket: socket),
            captureOutput: ["capture-pane", "display-message"].contains(arguments.first ?? "")
        ).output
    }

    private static func arguments(_ arguments: [String], socket: String) -> [String] {
        ["-S", socket, "-f", "/dev/null"] + arguments
    }
}

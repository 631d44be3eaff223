import Foundation
import FoundationTesting

/// A tmux server of its own (a private socket, so other tmux users are never touched) running
/// one program in a window of a given size, read back with `capture-pane`.
final class Tmux {
    static let executable = Prerequisite.tmux.path.map { URL(fileURLWithPath: $0) }

    /// Holds the server's socket, which tmux leaves behind when killed.
    private let folder: TemporaryDirectory
    private var socket: String { folder.url.appending(path: "tmux").path }

    init(command: String, columns: Int, rows: Int) async throws {
        folder = try TemporaryDirectory()
        try await run(["new-session", "-d", "-s", "app", "-x", String(columns), "-y", String(rows), command])
    }

    deinit {
        // On a thread of its own, so no test waits. The folder goes only after the server: without its
        // socket, nothing could end it.
        let arguments = Self.arguments(["kill-server"], socket: socket)
        let folder = folder
        if let executable = Self.executable?.path {
            Thread {
                withExtendedLifetime(folder) { _ = try? ChildProcess.run(executable, arguments) }
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

    /// Polls the screen, or `display(format)` when given, until `condition` holds or `timeout` passes;
    /// returns the last answer. Two minutes is far beyond what a starved machine needs to draw a screen.
    func waitFor(
        _ format: String? = nil, timeout: Duration = .seconds(120), _ condition: (String) -> Bool
    ) async throws -> (Bool, String) {
        let deadline = ContinuousClock.now + timeout
        while true {
            let text = if let format { try await display(format) } else { try await screen() }
            if condition(text) { return (true, text) }
            if ContinuousClock.now >= deadline { return (false, text) }
            try await Task.sleep(for: .milliseconds(40))
        }
    }

    /// Runs tmux, its answer in one file: the calls of a test come one at a time.
    @discardableResult
    private func run(_ arguments: [String]) async throws -> String {
        guard let executable = Self.executable else { return "" }
        return try await RunningProcess.run(
            executable.path, Self.arguments(arguments, socket: socket), stdout: folder.url.appending(path: "answer")
        ).output
    }

    private static func arguments(_ arguments: [String], socket: String) -> [String] {
        ["-S", socket, "-f", "/dev/null"] + arguments
    }
}

import CommandLineKit
import TerminalKit

/// Sync progress as a bar redrawn in place on stderr, only when stderr is a terminal: stdout carries the result
/// alone (text or `--json`), and a log or a pipe gets no progress lines to wade through.
final class SyncProgressPrinter: Sendable {
    private let console: any Console
    private let width: Int

    init(console: any Console, width: Int) {
        self.console = console
        self.width = width
    }

    func update(done: Int, total: Int) {
        guard console.errorIsTerminal else { return }
        console.writeError(
            .lineStart + TerminalText(ProgressBar.line(done: done, total: total, width: width, label: "details")))
    }

    /// Ends the bar's line so that what follows starts on its own.
    func finish() {
        if console.errorIsTerminal { console.writeError(.lineBreak) }
    }
}

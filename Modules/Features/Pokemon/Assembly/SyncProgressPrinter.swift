import CommandLineKit
import PokemonTerminal
import Synchronization
import TerminalKit

/// Shows sync progress: a bar redrawn in place on a terminal, else a plain count every 10%.
/// With `--json`, stdout carries only the JSON, so the count goes to stderr.
final class SyncProgressPrinter: Sendable {
    private let console: any Console
    private let width: Int
    private let keepsStdoutClean: Bool
    private let lastShown = Mutex<Int?>(nil)

    init(console: any Console, width: Int, keepsStdoutClean: Bool) {
        self.console = console
        self.width = width
        self.keepsStdoutClean = keepsStdoutClean
    }

    private var drawsBar: Bool { console.outputIsTerminal && !keepsStdoutClean }

    func update(done: Int, total: Int) {
        if drawsBar {
            console.writeOutput("\r" + ProgressBar.line(done: done, total: total, width: width, label: "details"))
            return
        }
        let step = max(1, total / 10)
        let shouldPrint = lastShown.withLock { last in
            guard done == total || last.map({ done - $0 >= step }) ?? true else { return false }
            last = done
            return true
        }
        guard shouldPrint else { return }
        let line = ProgressBar.count(done: done, total: total, label: "details")
        if keepsStdoutClean { console.printError(line) } else { console.printLine(line) }
    }

    /// Ends the bar's line so that what follows starts on its own.
    func finish() {
        if drawsBar { console.printLine() }
    }
}

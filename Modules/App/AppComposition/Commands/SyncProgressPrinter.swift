import Synchronization
import TerminalUI

/// Shows sync progress: a bar redrawn in place on a terminal, else a plain count every 10%.
final class SyncProgressPrinter: Sendable {
    private let console: any Console
    private let width: Int
    private let lastShown = Mutex<Int?>(nil)

    init(console: any Console, width: Int) {
        self.console = console
        self.width = width
    }

    func update(done: Int, total: Int) {
        if console.outputIsTerminal {
            console.writeOutput("\r" + ProgressBar.line(done: done, total: total, width: width, label: "details"))
            return
        }
        let step = max(1, total / 10)
        let shouldPrint = lastShown.withLock { last in
            guard done == total || last.map({ done - $0 >= step }) ?? true else { return false }
            last = done
            return true
        }
        if shouldPrint {
            console.printLine(ProgressBar.count(done: done, total: total, label: "details"))
        }
    }

    /// Ends the bar's line so that what follows starts on its own.
    func finish() {
        if console.outputIsTerminal { console.printLine() }
    }
}

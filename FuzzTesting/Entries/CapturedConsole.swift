import CommandLineKit
import Synchronization
import TerminalKit

/// A console that keeps what a command writes, standing for a terminal or a pipe.
final class CapturedConsole: Console {
    private let captured = Mutex<(output: String, error: String)>(("", ""))
    let outputIsTerminal: Bool
    let errorIsTerminal = false
    let isInteractive = false
    let terminalColumns: Int? = 100

    init(outputIsTerminal: Bool) {
        self.outputIsTerminal = outputIsTerminal
    }

    var output: String { captured.withLock { $0.output } }
    var error: String { captured.withLock { $0.error } }

    func writeOutput(_ text: TerminalText) { captured.withLock { $0.output += text.encoded } }
    func writeError(_ text: TerminalText) { captured.withLock { $0.error += text.encoded } }
}

import CommandLineKit
import Synchronization
package import TerminalKit

/// A console that keeps what is written, for tests to read.
package final class RecordingConsole: Console {
    private let captured = Mutex<(output: String, error: String)>(("", ""))
    package let outputIsTerminal: Bool
    package let errorIsTerminal: Bool
    package let isInteractive: Bool
    package let terminalColumns: Int?

    package init(
        outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, isInteractive: Bool = false,
        terminalColumns: Int? = nil
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.isInteractive = isInteractive
        self.terminalColumns = terminalColumns
    }

    /// Everything written to standard output so far.
    package var output: String { captured.withLock { $0.output } }
    /// Everything written to standard error so far.
    package var error: String { captured.withLock { $0.error } }

    package func writeOutput(_ text: TerminalText) { captured.withLock { $0.output += text.encoded } }
    package func writeError(_ text: TerminalText) { captured.withLock { $0.error += text.encoded } }
}

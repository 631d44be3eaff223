public import CommandLineKit
import Synchronization
public import TerminalKit

/// A console that keeps what is written, for tests to read.
public final class RecordingConsole: Console {
    private let captured = Mutex<(output: String, error: String)>(("", ""))
    public let outputIsTerminal: Bool
    public let errorIsTerminal: Bool
    public let isInteractive: Bool
    public let terminalColumns: Int?

    public init(
        outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, isInteractive: Bool = false,
        terminalColumns: Int? = nil
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.isInteractive = isInteractive
        self.terminalColumns = terminalColumns
    }

    /// Everything written to standard output so far.
    public var output: String { captured.withLock { $0.output } }
    /// Everything written to standard error so far.
    public var error: String { captured.withLock { $0.error } }

    public func writeOutput(_ text: TerminalText) { captured.withLock { $0.output += text.encoded } }
    public func writeError(_ text: TerminalText) { captured.withLock { $0.error += text.encoded } }
}

package import TerminalKit

/// Where a command writes, and to what kind of terminal. It writes only ``TerminalKit/TerminalText``,
/// so whatever a command prints (a name from an API, a value from a file) has its control and format
/// characters escaped.
package protocol Console: Sendable {
    func writeOutput(_ text: TerminalText)
    func writeError(_ text: TerminalText)
    /// Whether standard output is a terminal (output is laid out for its width only then).
    var outputIsTerminal: Bool { get }
    /// Whether standard error is a terminal (progress is drawn only on one).
    var errorIsTerminal: Bool { get }
    /// Whether standard input and output are both terminals, so the interactive app can run.
    var isInteractive: Bool { get }
    /// The terminal's width in columns, when standard output is a terminal that says.
    var terminalColumns: Int? { get }
    /// The first failure to write standard output, if any; later output is dropped.
    var outputFailure: OutputFailure? { get }
}

extension Console {
    /// Consoles that cannot fail to write, such as one that keeps the text, never report a failure.
    package var outputFailure: OutputFailure? { nil }

    package func printLine(_ line: String = "") { printLines([line]) }
    package func printLines(_ lines: [String]) { printLines(lines.map { TerminalText($0) }) }
    package func printLines(_ lines: [TerminalText]) {
        guard !lines.isEmpty else { return }
        writeOutput(TerminalText(lines: lines))
    }
    package func printError(_ line: String) { writeError(TerminalText(lines: [TerminalText(line)])) }
}

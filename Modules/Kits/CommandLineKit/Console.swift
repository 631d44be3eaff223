/// Where a command writes, and what kind of terminal it writes to.
public protocol Console: Sendable {
    /// Writes `text` to standard output as it is.
    func writeOutput(_ text: String)
    /// Writes `text` to standard error as it is.
    func writeError(_ text: String)
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
    public var outputFailure: OutputFailure? { nil }

    /// Writes `line` and a newline to standard output.
    public func printLine(_ line: String = "") { writeOutput(line + "\n") }
    /// Writes `lines`, one per line, to standard output.
    public func printLines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        writeOutput(lines.joined(separator: "\n") + "\n")
    }
    /// Writes `line` and a newline to standard error.
    public func printError(_ line: String) { writeError(line + "\n") }
}

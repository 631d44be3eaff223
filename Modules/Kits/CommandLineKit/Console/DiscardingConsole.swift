public import TerminalKit

/// A console that drops everything written to it but reports the terminal of another: for a dry
/// run of a command, which must take the same paths as the real run and print nothing.
public struct DiscardingConsole: Console {
    public let outputIsTerminal: Bool
    public let errorIsTerminal: Bool
    public let isInteractive: Bool
    public let terminalColumns: Int?

    /// A console that looks like `console` and writes nowhere.
    public init(like console: any Console) {
        outputIsTerminal = console.outputIsTerminal
        errorIsTerminal = console.errorIsTerminal
        isInteractive = console.isInteractive
        terminalColumns = console.terminalColumns
    }

    public func writeOutput(_ text: TerminalText) {}
    public func writeError(_ text: TerminalText) {}
}

package import TerminalKit

/// A console that drops everything written to it but reports the terminal of another: for a dry
/// run of a command, which must take the same paths as the real run and print nothing.
package struct DiscardingConsole: Console {
    package let outputIsTerminal: Bool
    package let errorIsTerminal: Bool
    package let isInteractive: Bool
    package let terminalColumns: Int?

    /// A console that looks like `console` and writes nowhere.
    package init(like console: any Console) {
        outputIsTerminal = console.outputIsTerminal
        errorIsTerminal = console.errorIsTerminal
        isInteractive = console.isInteractive
        terminalColumns = console.terminalColumns
    }

    package func writeOutput(_ text: TerminalText) {}
    package func writeError(_ text: TerminalText) {}
}

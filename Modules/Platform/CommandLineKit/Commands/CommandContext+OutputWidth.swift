extension CommandContext {
    /// The width plain-text output is laid out for. On a terminal: `COLUMNS` when set, else the
    /// terminal's own width, else 80, never under 40. Off a terminal (a pipe or a file) it is
    /// unbounded, so nothing is cut: a URL that reaches `grep` or a file is whole.
    package static func outputWidth(for console: any Console, environment: [String: String]) -> Int {
        guard console.outputIsTerminal else { return .max }
        let columns = environment["COLUMNS"].flatMap(WholeNumber.parse) ?? console.terminalColumns
        return max(40, columns ?? 80)
    }
}

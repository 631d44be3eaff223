extension CommandContext {
    /// The width text output is laid out for: on a terminal `COLUMNS`, else its width, else 80, never
    /// under 40; off one (a pipe, a file) unbounded, so a URL reaching `grep` or a file is whole.
    package static func outputWidth(for console: any Console, environment: [String: String]) -> Int {
        guard console.outputIsTerminal else { return .max }
        let columns = environment["COLUMNS"].flatMap(WholeNumber.parse) ?? console.terminalColumns
        return max(40, columns ?? 80)
    }
}

/// The lines every screen uses for its load states, so loading, failure and retry look the
/// same everywhere.
public enum StatusLine {
    public static func loading(_ message: String, spinner: Spinner) -> StyledLine {
        StyledLine([.init(spinner.symbol + " ", style: .accent), .init(message)])
    }

    /// The failure in red, then the key that retries.
    public static func failure(_ message: String) -> StyledLine {
        StyledLine([.init(message, style: .error), .init("   r retry", style: .dim)])
    }

    public static func plain(_ lines: [String], style: TextStyle = .plain) -> [StyledLine] {
        lines.map { StyledLine($0, style: style) }
    }
}

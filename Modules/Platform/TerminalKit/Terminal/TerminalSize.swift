/// A terminal's size in character cells.
public struct TerminalSize: Sendable, Hashable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The smallest size the app lays out for.
    public static let minimum = TerminalSize(columns: 80, rows: 24)
}

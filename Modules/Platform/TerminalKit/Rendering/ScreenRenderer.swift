/// Draws frames on a terminal, rewriting only the lines that changed since the last frame,
/// so the screen never flickers.
public struct ScreenRenderer: Sendable {
    private var previous: [TerminalText] = []
    private var previousSize: TerminalSize?
    private let colors: Bool

    public init(colors: Bool) {
        self.colors = colors
    }

    /// The bytes that turn the last frame into `lines` on a terminal of `size`. A size change
    /// clears and redraws everything.
    public mutating func frame(_ lines: [StyledLine], size: TerminalSize) -> TerminalText {
        let rows = (0..<size.rows).map { row in
            row < lines.count
                ? lines[row].rendered(width: size.columns, colors: colors)
                : TerminalText(String(repeating: " ", count: size.columns))
        }
        var output = TerminalText()
        if previousSize != size {
            output += Self.clearScreen
            previous = []
            previousSize = size
        }
        for (row, line) in rows.enumerated() where row >= previous.count || previous[row] != line {
            output += TerminalText(sequence: "\u{1B}[\(row + 1);1H") + line  // the cursor to the row's start
        }
        previous = rows
        return output
    }

    /// Forgets the last frame so the next one is drawn in full (after the terminal was disturbed).
    public mutating func invalidate() {
        previous = []
        previousSize = nil
    }

    private static let clearScreen = TerminalText(sequence: "\u{1B}[2J")
}

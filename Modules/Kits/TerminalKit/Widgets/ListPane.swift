/// A scrolling, selectable list between fixed lines: what every list screen of the app draws.
/// The rows are the same text the one-shot commands print; the pane only adds the cursor.
public struct ListPane: Sendable {
    /// The columns the cursor marker takes before each row.
    public static let markerWidth = 2

    private var viewport = ListViewport()
    /// How many rows the list had on the last draw, so paging keys move by a screenful.
    public private(set) var height = 1

    public init() {}

    /// The row under the cursor.
    public var cursor: Int { viewport.cursor }

    /// `above`, the column `header` (if any), as many `rows` as fit with the cursor's row
    /// highlighted, then `below`: at most `size.rows` lines in all.
    public mutating func lines(
        above: [StyledLine], header: String?, rows: [String], below: [StyledLine], size: TerminalSize
    ) -> [StyledLine] {
        let headerLines = header.map { [StyledLine("  " + $0, style: .bold)] } ?? []
        height = max(size.rows - above.count - headerLines.count - below.count, 1)
        viewport.clamp(count: rows.count, height: height)
        let list = viewport.visibleRange(count: rows.count, height: height).map { index in
            index == viewport.cursor ? StyledLine("› " + rows[index], style: .selected) : StyledLine("  " + rows[index])
        }
        return Array((above + headerLines + list + below).prefix(size.rows))
    }

    /// Moves the cursor `steps` times as `key` would.
    public mutating func move(_ key: Key, count: Int, by steps: Int) -> Bool {
        guard let delta = ListKeys.movement(for: key, pageHeight: height) else { return false }
        viewport.move(by: delta * steps, count: count, height: height)
        return true
    }

    /// Moves the cursor when `key` is a movement key among `count` rows; `false` otherwise.
    public mutating func move(_ key: Key, count: Int) -> Bool {
        guard let delta = ListKeys.movement(for: key, pageHeight: height) else { return false }
        viewport.move(by: delta, count: count, height: height)
        return true
    }
}

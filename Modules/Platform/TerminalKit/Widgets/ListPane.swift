/// A scrolling, selectable list between fixed lines: what every list screen of the app draws.
/// The rows are the same text the one-shot commands print; the pane only adds the cursor.
public struct ListPane: Sendable {
    /// The columns the cursor marker takes before each row.
    public static let markerWidth = 2

    private var viewport = ListViewport()
    /// How many rows the list had on the last draw, so paging keys move by a screenful.
    public private(set) var height = 1

    public init() {}

    public var cursor: Int { viewport.cursor }

    /// `above`, the column `header` (if any), as many `rows` as fit with the cursor's row
    /// highlighted, then `below`: at most `size.rows` lines in all. `leading(index)` is drawn
    /// `leadingColumns` wide between the cursor marker and each row (a thumbnail); it is asked
    /// only for the rows on screen, so whatever it loads is loaded for those alone.
    public mutating func lines(
        above: [StyledLine], header: String?, rows: [String], below: [StyledLine], size: TerminalSize,
        leadingColumns: Int = 0, leading: (Int) -> StyledLine = { _ in "" }
    ) -> [StyledLine] {
        let gap = leadingColumns > 0 ? String(repeating: " ", count: leadingColumns + 1) : ""
        let headerLines = header.map { [StyledLine("  " + gap + $0, style: .bold)] } ?? []
        height = max(size.rows - above.count - headerLines.count - below.count, 1)
        viewport.clamp(count: rows.count, height: height)
        let list = viewport.visibleRange(count: rows.count, height: height).map { index in
            let style: TextStyle = index == viewport.cursor ? .selected : .plain
            let marker = index == viewport.cursor ? "› " : "  "
            guard leadingColumns > 0 else { return StyledLine(marker + rows[index], style: style) }
            let cell = leading(index)
            let padding = String(repeating: " ", count: max(leadingColumns - DisplayWidth.of(cell.plainText), 0))
            return StyledLine(
                [StyledLine.Span(marker, style: style)] + cell.spans
                    + [StyledLine.Span(padding + " " + rows[index], style: style)])
        }
        return Array((above + headerLines + list + below).prefix(size.rows))
    }

    /// The same for a rendered table (`TextTable`): its first line is the header, the rest the rows.
    public mutating func lines(
        above: [StyledLine], table: [String], below: [StyledLine], size: TerminalSize,
        leadingColumns: Int = 0, leading: (Int) -> StyledLine = { _ in "" }
    ) -> [StyledLine] {
        lines(
            above: above, header: table.first, rows: Array(table.dropFirst()), below: below, size: size,
            leadingColumns: leadingColumns, leading: leading)
    }

    /// Moves the cursor `steps` times as `key` would among `count` rows, when `key` is a
    /// movement key; `false` otherwise.
    public mutating func move(_ key: Key, count: Int, by steps: Int = 1) -> Bool {
        guard let delta = ListKeys.movement(for: key, pageHeight: height) else { return false }
        viewport.move(by: delta * steps, count: count, height: height)
        return true
    }
}

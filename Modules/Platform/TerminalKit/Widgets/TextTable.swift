/// Lays out rows of cells in aligned columns, for both the one-shot commands and the app.
public enum TextTable {
    public enum Alignment: Sendable {
        case left, right
    }

    /// Renders `rows` under an optional `header`, two spaces between columns. The last column
    /// is never padded, so lines carry no trailing spaces. With `maxWidth`, the last column is
    /// cut with an ellipsis so every line fits.
    public static func render(
        header: [String]?,
        rows: [[String]],
        alignments: [Alignment] = [],
        maxWidth: Int? = nil
    ) -> [String] {
        let all = (header.map { [$0] } ?? []) + rows
        let columnCount = all.map(\.count).max() ?? 0
        guard columnCount > 0 else { return [] }
        let widths = (0..<columnCount).map { column in
            all.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
        }
        return all.map { row in
            var line = ""
            for column in 0..<columnCount {
                let cell = column < row.count ? row[column] : ""
                let isLast = column == columnCount - 1
                let alignment = column < alignments.count ? alignments[column] : .left
                let padding = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                switch (alignment, isLast) {
                case (.right, _): line += padding + cell
                case (.left, false): line += cell + padding
                case (.left, true): line += cell
                }
                if !isLast { line += "  " }
            }
            let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
            guard let maxWidth else { return trimmed }
            return DisplayWidth.truncate(trimmed, to: maxWidth)
        }
    }
}

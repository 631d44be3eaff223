extension TextTable {
    /// A record as plain text: the `head` lines, each cut to fit, then each section that has
    /// fields after a blank line, its title and value pairs in two columns.
    public static func record(
        head: [String], sections: [[(title: String, value: String)]], maxWidth: Int
    ) -> [String] {
        head.map { DisplayWidth.truncate($0, to: maxWidth) }
            + sections.filter { !$0.isEmpty }.flatMap { [""] + fields($0, maxWidth: maxWidth) }
    }

    /// Renders title and value pairs as two columns, each value split at spaces into lines that
    /// fit beside the titles (at least 20 columns; a longer word gets a line of its own), its
    /// further lines under the first.
    private static func fields(_ fields: [(title: String, value: String)], maxWidth: Int) -> [String] {
        let titleWidth = fields.map { DisplayWidth.of($0.title) }.max() ?? 0
        let valueWidth = max(20, maxWidth - titleWidth - 2)
        let rows = fields.flatMap { field in
            words(of: field.value, to: valueWidth).enumerated().map { [$0.offset == 0 ? field.title : "", $0.element] }
        }
        return render(header: nil, rows: rows, maxWidth: maxWidth)
    }

    private static func words(of text: String, to width: Int) -> [String] {
        text.split(separator: " ").reduce(into: [""]) { lines, word in
            let line = lines[lines.count - 1]
            if line.isEmpty {
                lines[lines.count - 1] = String(word)
            } else if DisplayWidth.of(line) + 1 + DisplayWidth.of(String(word)) <= width {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(String(word))
            }
        }
    }
}

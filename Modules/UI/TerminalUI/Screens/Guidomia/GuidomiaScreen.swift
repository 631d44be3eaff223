public import GuidomiaFeature

/// The Guidomia screen as plain text: the filters, then one line per offer with the expanded
/// offer's pros and cons as bullet lists under it.
public enum GuidomiaScreen {
    public static func lines(for state: GuidomiaViewState, width: Int) -> [String] {
        // Every line fits the width, whatever the data says.
        content(for: state, width: width).map { DisplayWidth.truncate($0, to: width) }
    }

    private static func content(for state: GuidomiaViewState, width: Int) -> [String] {
        var lines = [state.title]
        if let filters = state.filters {
            lines += ["", filters.title]
            lines += TextTable.render(
                header: nil,
                rows: [
                    ["  " + filters.makeLabel, choices(filters.makes)],
                    ["  " + filters.modelLabel, choices(filters.models)],
                ]
            )
        }
        lines.append("")
        switch state.content {
        case .loading(let message), .failed(let message), .empty(let message):
            lines.append(message)
        case .offers(let rows):
            lines += offerLines(rows)
        }
        return lines
    }

    private static func choices(_ options: [GuidomiaFilterOption]) -> String {
        options.map { "\($0.isSelected ? "(•)" : "( )") \($0.title)" }.joined(separator: "  ")
    }

    private static func offerLines(_ rows: [GuidomiaOfferRow]) -> [String] {
        let headers = TextTable.render(
            header: nil,
            rows: rows.map { ["\($0.isExpanded ? "▼" : "▶") \($0.title)", $0.priceText, $0.stars] }
        )
        var lines: [String] = []
        for (row, header) in zip(rows, headers) {
            lines.append(header)
            guard row.isExpanded else { continue }
            for section in row.sections {
                lines.append("    \(section.title)")
                lines += section.items.map { "      • \($0)" }
            }
        }
        return lines
    }
}

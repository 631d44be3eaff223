import DealershipFeature
import TerminalKit

/// What `mosaic dealership show` prints: header, type counts, then the vehicles or what stands in for them.
enum DealershipDetailText {
    static func lines(for state: DealershipDetailViewState, width: Int) -> [String] {
        var lines = state.headerLines
        if state.showsFilters, !state.filters.isEmpty {
            let chips = state.filters.map { ChipRow.text(of: ChipRow.Chip(title: $0.label, isSelected: $0.isSelected)) }
            lines += [""] + wrap(chips, prefix: "Types: ", width: width)
        }
        lines += ["", state.summary, ""]
        if let empty = state.emptyState {
            lines.append(empty.message)
        } else {
            lines += TextTable.render(
                header: ["NAME", "TYPE", "PER DAY", "IMAGE"], rows: state.vehicles.map(\.columns),
                alignments: [.left, .left, .right, .left], maxWidth: width)
        }
        // Every line fits the width, whatever the data says.
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }

    /// Lays out `items` two spaces apart, starting a new indented line when one would overflow.
    private static func wrap(_ items: [String], prefix: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: prefix.count)
        var lines: [String] = []
        var current = prefix
        for item in items {
            let candidate = current == prefix || current == indent ? current + item : current + "  " + item
            if DisplayWidth.of(candidate) > width, current != prefix, current != indent {
                lines.append(current)
                current = indent + item
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }
}

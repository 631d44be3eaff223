/// A row of toggleable chips, such as vehicle-type filters: `[x] RV  [ ] Jet ski`.
public enum ChipRow {
    public struct Chip: Sendable, Hashable {
        public var title: String
        public var isSelected: Bool

        public init(title: String, isSelected: Bool) {
            self.title = title
            self.isSelected = isSelected
        }
    }

    public static func text(of chip: Chip) -> String {
        "\(chip.isSelected ? "[x]" : "[ ]") \(chip.title)"
    }

    /// The chips on one line, the focused one highlighted; chips that do not fit wrap onto
    /// further lines so every chip stays visible.
    public static func lines(_ chips: [Chip], focused: Int?, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        var spans: [StyledLine.Span] = []
        var used = 0
        for (index, chip) in chips.enumerated() {
            let text = text(of: chip)
            let length = DisplayWidth.of(text) + 2
            if used > 0, used + length > width {
                lines.append(StyledLine(spans))
                spans = []
                used = 0
            }
            let style: TextStyle = index == focused ? .selected : (chip.isSelected ? .bold : .dim)
            spans.append(.init(text, style: style))
            spans.append(.init("  "))
            used += length
        }
        if !spans.isEmpty { lines.append(StyledLine(spans)) }
        return lines
    }
}

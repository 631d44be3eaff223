/// What stands where a picture is not (yet) drawn: a small framed box with a word in it, and,
/// when the picture failed, one line saying why.
public enum PicturePlaceholder {
    /// A box `width` columns wide (at most 24) saying `label`, then `reason` if there is one.
    public static func lines(label: String, reason: String?, width: Int) -> [StyledLine] {
        let inner = max(DisplayWidth.of(label) + 2, min(22, width - 2))
        let padding = inner - DisplayWidth.of(label)
        let middle =
            String(repeating: " ", count: padding / 2) + label
            + String(repeating: " ", count: padding - padding / 2)
        let rule = String(repeating: "─", count: inner)
        var lines = [
            StyledLine("╭\(rule)╮", style: .dim), StyledLine("│\(middle)│", style: .dim),
            StyledLine("╰\(rule)╯", style: .dim),
        ]
        if let reason { lines.append(StyledLine(reason, style: .dim)) }
        return lines
    }
}

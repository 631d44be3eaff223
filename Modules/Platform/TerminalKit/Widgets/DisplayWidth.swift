/// How many terminal columns text takes: one per character, two for wide ones (CJK, emoji).
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` cut to at most `columns` columns, ending in `…` when something was cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard of(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var used = 0
        let kept = text.prefix { character in
            used += width(of: character)
            return used <= columns - 1
        }
        return kept + "…"
    }

    /// `text` padded with spaces on the right to exactly `columns` columns (cut when longer).
    public static func pad(_ text: String, to columns: Int) -> String {
        let cut = truncate(text, to: columns)
        return cut + String(repeating: " ", count: max(0, columns - of(cut)))
    }

    /// `text` broken into lines of at most `columns` columns, anywhere (URLs have no spaces);
    /// lines after the first start with `indent` spaces, so a table's value column stays aligned.
    public static func wrap(_ text: String, to columns: Int, indent: Int = 0) -> [String] {
        let indent = min(max(indent, 0), max(columns - 1, 0))
        guard columns > 0, of(text) > columns else { return [text] }
        var lines: [String] = []
        var current = ""
        var used = 0
        for character in text {
            let width = width(of: character)
            if used + width > columns {
                lines.append(current)
                current = String(repeating: " ", count: indent)
                used = indent
            }
            current.append(character)
            used += width
        }
        lines.append(current)
        return lines
    }

    /// The columns `character` takes as the terminal shows it. Text reaches the terminal as
    /// ``TerminalText``, which writes control and format characters as escapes (`\e`,
    /// `\u{202E}`): such a character takes as many columns as its escape has characters, so
    /// what is cut and padded here is what the terminal shows.
    static func width(of character: Character) -> Int {
        var width = 0
        var afterEscape = false
        for (index, scalar) in character.unicodeScalars.enumerated() {
            if let escape = TerminalEscaping.escape(scalar) {
                width += escape.unicodeScalars.count
                afterEscape = true
                continue
            }
            // Marks draw in the cell before them; a base after an escape (a prepended format
            // character) takes its own.
            if index == 0 || (afterEscape && !isMark(scalar)) { width += columns(of: scalar) }
            afterEscape = false
        }
        return width
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func columns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

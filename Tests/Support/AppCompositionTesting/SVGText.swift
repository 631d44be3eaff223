/// Text for an SVG drawn without a font to measure it with: its width estimated from its length,
/// wrapped to a number of characters, and escaped so that no label can end an element or open one.
enum SVGText {
    /// A character's width in tenths of a pixel, a little over the average glyph of DejaVu Sans,
    /// the widest of the common sans-serif fonts, so an estimate never falls short of the text:
    /// a label at 12 px, a name at 13 px, a role in parentheses at 11 px.
    static let labelCharacter = 66
    static let nameCharacter = 74
    static let roleCharacter = 66

    /// The width of the longest line, in whole pixels.
    static func width(of lines: [String], character: Int = labelCharacter) -> Int {
        ((lines.map(\.count).max() ?? 0) * character + 9) / 10
    }

    /// Lines of at most `limit` characters: broken at a space where there is one, else after a
    /// `/`, `&`, `?`, `,`, `=` or `:` (a URL's parts, a selector's labels), else anywhere.
    static func wrap(_ text: String, limit: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        while rest.count > limit {
            let head = rest.prefix(limit)
            if let space = rest.prefix(limit + 1).lastIndex(of: " "), space > rest.startIndex {
                lines.append(String(rest[..<space]))
                rest = rest[rest.index(after: space)...]
            } else if let mark = head.dropFirst().lastIndex(where: { "/&?,=:".contains($0) }) {
                let end = rest.index(after: mark)
                lines.append(String(rest[..<end]))
                rest = rest[end...]
            } else {
                lines.append(String(head))
                rest = rest[head.endIndex...]
            }
        }
        lines.append(String(rest))
        return lines
    }

    /// The markup characters as entities; every character XML 1.0 forbids, and the other control
    /// characters, as U+FFFD, so a hostile label still makes a well-formed file.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case _ where forbidden(scalar.value):
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func forbidden(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
    }
}

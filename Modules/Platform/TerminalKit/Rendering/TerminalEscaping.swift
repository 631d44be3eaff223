/// How text from outside (an API, a file, a user) is shown on a terminal: every character that could
/// drive the terminal is written as a visible escape, so it cannot start a sequence, move the cursor,
/// end or split a line, or reorder what follows. Mosaic's one escaping: ``TerminalText`` writes,
/// ``DisplayWidth`` measures and the command line's messages quote what was typed with it.
public enum TerminalEscaping {
    /// The escape `scalar` is written as (`\e`, `\n`, `\r`, `\t`, `\u{9B}`, `\u{202E}`), or `nil`
    /// when it shows as itself. Escaped: control characters (C0 with ESC and CR, DEL, C1), format
    /// characters (Unicode category Cf: bidirectional controls, zero-width joiners, the byte
    /// order mark, tags) and the line and paragraph separators.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        // Printable ASCII, nearly all text, needs no look-up of its category.
        if (0x20..<0x7F).contains(scalar.value) { return nil }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{1B}": return "\\e"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
            return nil
        }
    }

    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        escape(scalar) != nil
    }

    public static func escaping(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            escaped.append(contentsOf: escape(scalar)?.unicodeScalars ?? String(scalar).unicodeScalars)
        }
        return String(escaped)
    }
}

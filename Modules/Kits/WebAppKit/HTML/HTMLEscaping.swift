/// The one escaping rule of the kit: text and attribute values are escaped scalar by scalar.
///
/// Scalars, not characters: a quote followed by a combining mark is one `Character` in Swift,
/// so comparing characters with `"` would let that quote through unescaped.
enum HTMLEscaping {
    static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        escaped.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "'": escaped.append(contentsOf: "&#39;".unicodeScalars)
            // NUL is a parse error in HTML; the replacement character is what a browser shows anyway.
            case "\u{0}": escaped.append("\u{FFFD}")
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}

/// The kit's one escaping rule, for text and attribute values, scalar by scalar: a quote and a
/// combining mark are one `Character`, so comparing characters with `"` would let that quote through.
enum HTMLEscaping {
    static func escape(_ text: String) -> String {
        // Appended to a `String`: appending a sequence to a `String.UnicodeScalarView` copies the
        // whole view each time, so a megabyte of `<` would take minutes.
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            // NUL is a parse error in HTML; the replacement character is what a browser shows anyway.
            case "\u{0}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

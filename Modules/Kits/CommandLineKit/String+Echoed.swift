extension String {
    /// The longest argument a message quotes whole; longer ones are shortened in the middle.
    public static let echoLimit = 80

    /// This text as a message may quote it: control characters escaped (`\e`, `\n`, `\u{1}`) so
    /// they cannot move the cursor, colour the terminal or split a line, and anything over
    /// ``echoLimit`` characters shortened to its start and end around `…`.
    public var echoed: String {
        let safe = escapingControlCharacters
        guard safe.count > Self.echoLimit else { return safe }
        let tail = (Self.echoLimit - 1) / 2
        return String(safe.prefix(Self.echoLimit - 1 - tail)) + "…" + String(safe.suffix(tail))
    }

    /// This text with every control character (C0, DEL, C1 and the Unicode line and paragraph
    /// separators) written as an escape, so it stays on one line and cannot drive a terminal.
    public var escapingControlCharacters: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{1B}": result += "\\e"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

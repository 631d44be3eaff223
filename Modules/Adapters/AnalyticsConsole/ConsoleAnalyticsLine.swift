import Analytics

/// `analytics: NAME key=value ...`, sorted by key; ambiguous values (empty, or with spaces, quotes, `=` or line
/// breaks) are quoted and escaped, logfmt style, so each event stays one parseable line.
struct ConsoleAnalyticsLine {
    let text: String

    init(_ event: AnalyticsEvent) {
        let parameters = event.parameters.sorted { $0.key < $1.key }.map {
            "\($0.key)=\(Self.quoted($0.value.description))"
        }
        text = (["analytics:", Self.quoted(event.name)] + parameters).joined(separator: " ")
    }

    private static func quoted(_ value: String) -> String {
        let needsQuotes = value.isEmpty || value.contains { $0.isWhitespace || $0 == "\"" || $0 == "=" || $0 == "\\" }
        guard needsQuotes else { return value }
        var escaped = "\""
        for character in value {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\r\n": escaped += "\\r\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return escaped + "\""
    }
}

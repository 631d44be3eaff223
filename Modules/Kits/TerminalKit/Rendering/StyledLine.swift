/// One line of a screen: runs of text, each with a style.
public struct StyledLine: Sendable, Hashable, ExpressibleByStringLiteral {
    /// A run of text in one style.
    public struct Span: Sendable, Hashable {
        public var text: String
        public var style: TextStyle

        public init(_ text: String, style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    public var spans: [Span]

    public init(_ spans: [Span]) {
        self.spans = spans
    }

    public init(_ text: String, style: TextStyle = .plain) {
        self.spans = [Span(text, style: style)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text without styles.
    public var plainText: String { spans.map(\.text).joined() }

    /// The line cut or padded to exactly `width` columns, as terminal output.
    public func rendered(width: Int, colors: Bool) -> String {
        var output = ""
        var used = 0
        for span in spans where used < width {
            let text = DisplayWidth.truncate(span.text, to: width - used)
            used += DisplayWidth.of(text)
            let sgr = span.style.sgr(colors: colors)
            output += sgr.isEmpty ? text : sgr + text + "\u{1B}[0m"
        }
        return output + String(repeating: " ", count: max(0, width - used))
    }
}

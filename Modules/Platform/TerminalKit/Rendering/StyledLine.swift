/// One line of a screen: runs of text, each with a style.
public struct StyledLine: Sendable, Hashable, ExpressibleByStringLiteral {
    public struct Span: Sendable, Hashable {
        public var text: String
        public var style: TextStyle
        /// A picture drawn by escape sequences (kitty graphics), written as it is after `text`.
        /// Only TerminalKit makes one: text never becomes a sequence.
        var sequence: TerminalText?

        public init(_ text: String, style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }

        /// A span that draws a picture with `sequence` and takes no columns of its own.
        init(sequence: TerminalText) {
            self.text = ""
            self.style = .plain
            self.sequence = sequence
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

    public var plainText: String { spans.map(\.text).joined() }

    /// The line cut or padded to exactly `width` columns, as terminal output: each span's text
    /// escaped (``TerminalText``), its style as the SGR sequence around it.
    public func rendered(width: Int, colors: Bool) -> TerminalText {
        var output = TerminalText()
        var used = 0
        for span in spans {
            if let sequence = span.sequence { output += sequence }
            guard used < width, !span.text.isEmpty else { continue }
            // Cut before escaping: DisplayWidth counts each character as the escape it becomes.
            let text = DisplayWidth.truncate(span.text, to: width - used)
            used += DisplayWidth.of(text)
            let sgr = span.style.sgr(colors: colors)
            output += sgr.isEmpty ? TerminalText(text) : sgr + TerminalText(text) + TextStyle.reset
        }
        return output + TerminalText(String(repeating: " ", count: max(0, width - used)))
    }
}

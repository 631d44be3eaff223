/// How a run of text looks. Rendered as ANSI SGR codes, or not at all when colour is off.
public struct TextStyle: Sendable, Hashable {
    /// The eight standard terminal colours.
    public enum Color: Int, Sendable, Hashable {
        case black = 0, red, green, yellow, blue, magenta, cyan, white
    }

    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false
    public var foreground: Color?

    public init(
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false, foreground: Color? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.foreground = foreground
    }

    public static let plain = TextStyle()
    public static let bold = TextStyle(bold: true)
    public static let dim = TextStyle(dim: true)
    public static let selected = TextStyle(reverse: true)
    public static let error = TextStyle(bold: true, foreground: .red)
    public static let accent = TextStyle(foreground: .cyan)

    /// The escape sequence that turns this style on, or `""` for plain text.
    /// Reverse video still shows without colour, so it is kept when `colors` is false.
    func sgr(colors: Bool) -> String {
        var codes: [String] = []
        if bold && colors { codes.append("1") }
        if dim && colors { codes.append("2") }
        if underline && colors { codes.append("4") }
        if reverse { codes.append("7") }
        if let foreground, colors { codes.append("3\(foreground.rawValue)") }
        return codes.isEmpty ? "" : "\u{1B}[\(codes.joined(separator: ";"))m"
    }
}

/// How a run of text looks. Rendered as ANSI SGR codes, or not at all when colour is off.
public struct TextStyle: Sendable, Hashable {
    /// A terminal colour: one of the eight standard ones, an entry of the 256-colour palette,
    /// or a 24-bit colour (pictures use the last two).
    public enum Color: Sendable, Hashable {
        case black, red, green, yellow, blue, magenta, cyan, white
        case indexed(UInt8)
        case rgb(red: UInt8, green: UInt8, blue: UInt8)

        /// The SGR parameters for this colour as a foreground (`layer` 3) or background (4).
        func sgr(layer: Int) -> String {
            switch self {
            case .black: "\(layer)0"
            case .red: "\(layer)1"
            case .green: "\(layer)2"
            case .yellow: "\(layer)3"
            case .blue: "\(layer)4"
            case .magenta: "\(layer)5"
            case .cyan: "\(layer)6"
            case .white: "\(layer)7"
            case .indexed(let index): "\(layer)8;5;\(index)"
            case .rgb(let red, let green, let blue): "\(layer)8;2;\(red);\(green);\(blue)"
            }
        }
    }

    public var bold = false
    public var dim = false
    public var reverse = false
    public var foreground: Color?
    public var background: Color?

    public init(
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, foreground: Color? = nil, background: Color? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.foreground = foreground
        self.background = background
    }

    public static let plain = TextStyle()
    public static let bold = TextStyle(bold: true)
    public static let dim = TextStyle(dim: true)
    public static let selected = TextStyle(reverse: true)
    public static let error = TextStyle(bold: true, foreground: .red)
    public static let accent = TextStyle(foreground: .cyan)

    /// Reverse video still shows without colour, so it is kept when `colors` is false.
    func sgr(colors: Bool) -> TerminalText {
        var codes: [String] = []
        if bold && colors { codes.append("1") }
        if dim && colors { codes.append("2") }
        if reverse { codes.append("7") }
        if let foreground, colors { codes.append(foreground.sgr(layer: 3)) }
        if let background, colors { codes.append(background.sgr(layer: 4)) }
        return codes.isEmpty ? TerminalText() : TerminalText(sequence: "\u{1B}[\(codes.joined(separator: ";"))m")
    }

    static let reset = TerminalText(sequence: "\u{1B}[0m")
}

/// Text on its way to a terminal: what a console writes and what the interactive app draws, and
/// nothing else does. Made from a string with ``init(_:)``, whatever it holds (an API's name, a
/// file's line, Mosaic's own words), every character that could drive the terminal is written as a
/// visible escape (``TerminalEscaping``): ESC cannot start a sequence, a bare CR cannot return over a
/// line, a bidi control cannot reorder what follows. Only TerminalKit can make it from the sequences
/// it emits itself (colour, cursor moves, clearing, pictures), so no text from outside reaches a
/// terminal unescaped, whatever a command or a screen does with it.
public struct TerminalText: Sendable, Hashable {
    public private(set) var encoded: String

    public init() {
        encoded = ""
    }

    public init(_ text: some StringProtocol) {
        encoded = TerminalEscaping.escaping(text)
    }

    init(sequence: String) {
        encoded = sequence
    }

    public init(lines: some Sequence<TerminalText>) {
        encoded = lines.map { $0.encoded + "\n" }.joined()
    }

    /// JSON as an encoder wrote it: its line breaks (which separate tokens: the encoder escapes
    /// those inside strings) kept, and every other character ``TerminalEscaping`` names written
    /// as a JSON escape (`\u009b`), which decodes to the same string. `JSONEncoder` escapes the
    /// C0 controls (ESC as `\u001b`) but leaves DEL, the C1 controls and format characters raw.
    public init(json: some StringProtocol) {
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard scalar != "\n", TerminalEscaping.needsEscape(scalar) else {
                escaped.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            }
        }
        encoded = String(escaped)
    }

    public static let lineBreak = TerminalText(sequence: "\n")

    /// A return to the start of the line, to draw a line again over itself (a progress bar).
    public static let lineStart = TerminalText(sequence: "\r")

    public var isEmpty: Bool { encoded.isEmpty }

    public static func + (lhs: TerminalText, rhs: TerminalText) -> TerminalText {
        TerminalText(sequence: lhs.encoded + rhs.encoded)
    }

    public static func += (lhs: inout TerminalText, rhs: TerminalText) {
        lhs.encoded += rhs.encoded
    }
}

import Foundation
import ImageDecoding
import Testing

@testable import TerminalKit

/// Text from outside on its way to a terminal: every way a name from a server could drive the
/// terminal (ESC, a CSI or OSC sequence, a C1 control, a bare CR, a bidi control) arrives as
/// visible text, and only the sequences TerminalKit writes itself stay sequences.
@Suite("Terminal text: outside text is escaped, Mosaic's own sequences pass")
struct TerminalTextTests {
    /// Hostile names, each with the text a terminal must show instead.
    static let hostile: [(text: String, shown: String)] = [
        ("a\u{1B}b", "a\\eb"),
        ("\u{1B}[2J\u{1B}[31mred", "\\e[2J\\e[31mred"),
        ("\u{1B}]52;c;ZWNobyBvd25lZAo=\u{7}", "\\e]52;c;ZWNobyBvd25lZAo=\\u{7}"),
        ("\u{1B}]0;title\u{1B}\\", "\\e]0;title\\e\\"),
        ("\u{9B}2J\u{9D}0;title\u{9C}", "\\u{9B}2J\\u{9D}0;title\\u{9C}"),
        ("error: fake\rPikachu", "error: fake\\rPikachu"),
        ("\u{202E}evil\u{202C}.exe", "\\u{202E}evil\\u{202C}.exe"),
        ("a\u{7F}\u{0}\u{2028}b\tc\nd", "a\\u{7F}\\u{0}\\u{2028}b\\tc\\nd"),
    ]

    static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    @Test(arguments: hostile.indices)
    func outsideTextArrivesAsVisibleEscapes(_ index: Int) {
        let (text, shown) = Self.hostile[index]
        let written = TerminalText(text).encoded
        #expect(written == shown)
        #expect(!written.unicodeScalars.contains(where: Self.isRaw))
    }

    @Test func printableTextIsUntouched() {
        for text in ["Pikachu", "Flabébé ♀ ポケモン 🐉", "e\u{301}", "\\e is not ESC"] {
            #expect(TerminalText(text).encoded == text)
        }
    }

    @Test(arguments: hostile.indices)
    func aStyledSpanOfOutsideTextKeepsOnlyTheStylesSequences(_ index: Int) {
        let (text, shown) = Self.hostile[index]
        let line = StyledLine([.init(text, style: .error), .init(" ok")])
        let width = DisplayWidth.of(shown) + 3
        #expect(line.rendered(width: width, colors: true).encoded == "\u{1B}[1;31m\(shown)\u{1B}[0m ok")
    }

    /// A line is exactly as wide as asked even when it holds escapes, so a hostile name cannot
    /// push text past the screen's edge (where the terminal would wrap or scroll).
    @Test(arguments: hostile.indices)
    func escapesTakeTheColumnsTheyAreCountedFor(_ index: Int) {
        for width in [1, 5, 12, 40] {
            let rendered = StyledLine("x" + Self.hostile[index].text + "ポ").rendered(width: width, colors: false)
            #expect(rendered.encoded.unicodeScalars.allSatisfy { !Self.isRaw($0) })
            #expect(DisplayWidth.of(rendered.encoded) == width, "\(rendered.encoded)")
        }
    }

    @Test func aPictureSequenceIsWrittenAsItIsAndTakesNoColumns() throws {
        let bitmap = try #require(Bitmap(width: 1, height: 1, rgba: [1, 2, 3, 255]))
        let picture = KittyGraphics.escapeSequences(for: bitmap, columns: 1, rows: 1)
        let line = StyledLine([StyledLine.Span(sequence: picture), .init("\u{1B}x")])
        #expect(line.rendered(width: 4, colors: true).encoded == picture.encoded + "\\ex ")
    }

    @Test(arguments: hostile.indices)
    func jsonKeepsItsLineBreaksAndEscapesTheRestAsJSON(_ index: Int) throws {
        let text = Self.hostile[index].text + "\u{85}\u{FEFF}\u{E0001}"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = String(decoding: try encoder.encode(["name": text]), as: UTF8.self)
        let written = TerminalText(json: json).encoded
        #expect(!written.unicodeScalars.contains { Self.isRaw($0) && $0 != "\n" })
        #expect(written.split(separator: "\n").count == json.split(separator: "\n").count)
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(written.utf8))
        #expect(decoded["name"] == text)
    }

    @Test func jsonEscapesAreTheOnesJSONDefines() {
        #expect(TerminalText(json: "\"\u{9B}\u{202E}\u{E0001}\"").encoded == #""\u009b\u202e\udb40\udc01""#)
    }
}

import CommandLineKit
import Testing

/// `echoed` over hostile and generated texts: at most ``String/echoLimit`` scalars, no raw
/// control or format character, and safe short text left as it is.
@Suite("Echoing any text stays short and inert")
struct EchoedTests {
    static let hostile: [String] = [
        "a" + String(repeating: "\u{301}", count: 50_000),
        "\u{202E}evil\u{202C}.exe",
        "x\u{200D}y\u{200B}z\u{FEFF}w\u{2066}v\u{2069}",
        "nul\u{0}byte",
        "\u{1B}[2J\u{1B}]0;title\u{7}",
        String(repeating: "é", count: 50_000),
        "\\u{202E}\\e\\n not escapes",
        String(repeating: "\u{1B}", count: 1_000),
        String(repeating: "👨‍👩‍👧", count: 10_000),
        "\u{85}\u{2028}\u{2029}\r\n\t",
    ]

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    @Test(arguments: hostile)
    func hostileTextIsBoundedAndInert(_ text: String) {
        let echoed = text.echoed
        #expect(echoed.unicodeScalars.count <= String.echoLimit)
        #expect(!echoed.unicodeScalars.contains(where: Self.isUnsafe))
    }

    /// Generated texts of every length from a mix of safe, control, format and combining scalars.
    @Test(arguments: 0..<200)
    func generatedTextIsBoundedInertAndUntouchedWhenSafe(_ seed: Int) {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "7", " ", "é", "\u{301}", "\u{202E}", "\u{200D}", "\u{0}", "\u{1B}", "\n", "\u{9B}", "🐉", "\\",
            "…",
        ]
        var generator = SplitMix(seed: UInt64(seed))
        let length = Int(generator.next() % 300)
        var text = String.UnicodeScalarView()
        for _ in 0..<length { text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
        let string = String(text)
        let echoed = string.echoed
        #expect(echoed.unicodeScalars.count <= String.echoLimit)
        #expect(!echoed.unicodeScalars.contains(where: Self.isUnsafe))
        if !string.unicodeScalars.contains(where: Self.isUnsafe), string.unicodeScalars.count <= String.echoLimit {
            #expect(echoed == string)
        }
        if string.unicodeScalars.count > String.echoLimit || echoed != string.escapingControlCharacters {
            #expect(echoed.unicodeScalars.contains("…"))
        }
    }

    /// Control and format characters become escapes, so they cannot drive the terminal; the rest stays.
    @Test(arguments: [
        ("a\u{1B}[31mb", "a\\e[31mb"), ("line\nnext\r\tx", "line\\nnext\\r\\tx"),
        ("\u{1}\u{7F}\u{9B}\u{2028}", "\\u{1}\\u{7F}\\u{9B}\\u{2028}"), ("flabébé 🐉", "flabébé 🐉"),
        ("\u{202E}x", "\\u{202E}x"), ("a\u{200D}b\u{FEFF}", "a\\u{200D}b\\u{FEFF}"),
    ])
    func controlAndFormatCharactersAreWrittenAsEscapes(_ text: String, _ echoed: String) {
        #expect(text.echoed == echoed)
    }

    @Test func aLongArgumentIsShortenedKeepingItsStartAndEnd() {
        let long = String(repeating: "a", count: 50) + String(repeating: "z", count: 50)
        let echoed = long.echoed
        #expect(echoed.count == String.echoLimit)
        #expect(echoed.hasPrefix("aaaa") && echoed.hasSuffix("zzzz") && echoed.contains("…"))
        let exact = String(repeating: "x", count: String.echoLimit)
        #expect(exact.echoed == exact)
    }

    @Test func aShortenedEscapeIsNeverCutInTwo() {
        let text = String(repeating: "\u{202E}", count: 100)
        let echoed = text.echoed
        let pieces = echoed.split(separator: "…", omittingEmptySubsequences: false)  // no combining marks here
        #expect(pieces.count == 2)
        for piece in pieces {
            #expect(String(repeating: "\\u{202E}", count: piece.count / 8) == String(piece))
        }
    }
}

import Testing

@testable import TerminalKit

@Suite("Decoding key presses from terminal bytes")
struct KeyDecoderTests {
    static let presses: [(bytes: String, keys: [Key])] = [
        ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.up, .down, .right, .left]),
        ("\u{1B}OA\u{1B}OB", [.up, .down]),
        ("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[3~", [.pageUp, .pageDown, .home, .end, .backspace]),
        ("\u{3}\r\n\t\u{7F}\u{8} ", [.control("c"), .enter, .enter, .tab, .backspace, .backspace, .space]),
        ("\u{1B}[Z", [.backTab]),
        ("jké", [.character("j"), .character("k"), .character("é")]),
        ("\u{1B}q", [.escape, .character("q")]),
        // An unknown sequence is skipped without losing what follows.
        ("\u{1B}[15~j", [.character("j")]),
    ]

    @Test(arguments: presses.indices)
    func bytesDecodeToTheirKeys(_ index: Int) {
        let (bytes, keys) = Self.presses[index]
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array(bytes.utf8)) == keys)
    }

    @Test func aSequenceOrACharacterSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode([0x5B]) == [])
        #expect(decoder.decode([0x41, 0x71]) == [.up, .character("q")])
        let bytes = Array("é".utf8)
        #expect(decoder.decode([bytes[0]]) == [])
        #expect(decoder.decode([bytes[1]]) == [.character("é")])
    }

    @Test func aLoneEscapeIsReportedOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush() == [])
    }
}

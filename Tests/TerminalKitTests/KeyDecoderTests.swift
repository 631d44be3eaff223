import Testing

@testable import TerminalKit

@Suite("Decoding key presses from terminal bytes")
struct KeyDecoderTests {
    private func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }

    @Test func arrowKeysInBothCursorModes() {
        #expect(
            decode([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44]) == [
                .up, .down, .right, .left,
            ])
        #expect(decode([0x1B, 0x4F, 0x41, 0x1B, 0x4F, 0x42]) == [.up, .down])
    }

    @Test func tildeSequences() {
        #expect(
            decode(Array("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[3~".utf8)) == [
                .pageUp, .pageDown, .home, .end, .backspace,
            ])
    }

    @Test func controlKeysEnterTabBackspaceSpace() {
        #expect(
            decode([0x03, 0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x20]) == [
                .control("c"), .enter, .enter, .tab, .backspace, .backspace, .space,
            ])
        #expect(decode(Array("\u{1B}[Z".utf8)) == [.backTab])
    }

    @Test func printableAndMultiByteCharacters() {
        #expect(decode(Array("jké".utf8)) == [.character("j"), .character("k"), .character("é")])
    }

    @Test func aSequenceSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode([0x5B]) == [])
        #expect(decoder.decode([0x41, 0x71]) == [.up, .character("q")])
    }

    @Test func aMultiByteCharacterSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
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

    @Test func escapeFollowedByAnOrdinaryKeyIsTwoKeys() {
        #expect(decode([0x1B, 0x71]) == [.escape, .character("q")])
    }

    @Test func unknownSequencesAreSkippedWithoutLosingWhatFollows() {
        #expect(decode(Array("\u{1B}[15~j".utf8)) == [.character("j")])
    }
}

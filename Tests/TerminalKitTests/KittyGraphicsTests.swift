import Foundation
import ImageDecoding
import TerminalKit
import Testing

/// The framing of https://sw.kovidgoyal.net/kitty/graphics-protocol/: `ESC _ G <control> ; <payload> ESC \`,
/// payload base64 in chunks of at most 4096 bytes, every chunk but the last a multiple of 4
/// and marked `m=1`, the control keys only on the first.
@Suite struct KittyGraphicsTests {
    private func escapes(_ output: String) -> [(control: String, payload: String)] {
        output.components(separatedBy: "\u{1B}\\").dropLast().map { escape in
            #expect(escape.hasPrefix("\u{1B}_G"))
            let body = escape.dropFirst(3)
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    @Test func aLargePictureIsSentInChunksTheProtocolAccepts() throws {
        let rgba = (0..<(64 * 48 * 4)).map { UInt8($0 % 251) }
        let bitmap = try #require(Bitmap(width: 64, height: 48, rgba: rgba))
        let output = KittyGraphics.escapeSequences(for: bitmap, columns: 20, rows: 10).encoded
        #expect(output.hasSuffix("\u{1B}\\"))
        let chunks = escapes(output)
        #expect(chunks.count == 4)  // 12,288 bytes are 16,384 base64 characters
        #expect(chunks[0].control == "a=T,f=32,s=64,v=48,c=20,r=10,q=2,m=1")
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0.control == "m=1" })
        #expect(chunks.last?.control == "m=0")
        #expect(chunks.allSatisfy { $0.payload.count <= 4096 })
        #expect(chunks.dropLast().allSatisfy { $0.payload.count % 4 == 0 })
        let decoded = try #require(Data(base64Encoded: chunks.map(\.payload).joined()))
        #expect([UInt8](decoded) == rgba)
    }

    @Test func aSmallPictureIsOneEscapeSequenceWithItsKeys() throws {
        let bitmap = try #require(Bitmap(width: 1, height: 1, rgba: [1, 2, 3, 255]))
        #expect(
            KittyGraphics.escapeSequences(for: bitmap, columns: 1, rows: 1).encoded
                == "\u{1B}_Ga=T,f=32,s=1,v=1,c=1,r=1,q=2,m=0;AQID/w==\u{1B}\\")
    }
}

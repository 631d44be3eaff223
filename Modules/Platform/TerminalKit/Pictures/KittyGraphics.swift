import Foundation
public import ImageDecoding

/// The kitty terminal graphics protocol (https://sw.kovidgoyal.net/kitty/graphics-protocol/):
/// a picture sent as RGBA pixels in APC escape sequences, `ESC _ G <keys> ; <base64> ESC \`.
public enum KittyGraphics {
    /// The protocol's limit on the base64 payload of one escape sequence.
    static let chunkSize = 4096

    /// The escape sequences that transmit `bitmap` and place it over `columns` x `rows` cells at the
    /// cursor (`a=T`), in 32-bit RGBA (`f=32`), with no reply from the terminal (`q=2`), in chunks of at
    /// most 4096 base64 characters: the first carries the keys, all but the last say `m=1`, the last `m=0`.
    public static func escapeSequences(for bitmap: Bitmap, columns: Int, rows: Int) -> TerminalText {
        let payload = Array(Data(bitmap.rgba).base64EncodedString().utf8)
        let chunks = stride(from: 0, to: payload.count, by: chunkSize).map { start in
            String(decoding: payload[start..<min(start + chunkSize, payload.count)], as: UTF8.self)
        }
        let keys = "a=T,f=32,s=\(bitmap.width),v=\(bitmap.height),c=\(columns),r=\(rows),q=2"
        let sequences = chunks.enumerated().map { index, chunk in
            let more = index < chunks.count - 1 ? 1 : 0
            let control = index == 0 ? "\(keys),m=\(more)" : "m=\(more)"
            return "\u{1B}_G\(control);\(chunk)\u{1B}\\"
        }
        return TerminalText(sequence: sequences.joined())
    }
}

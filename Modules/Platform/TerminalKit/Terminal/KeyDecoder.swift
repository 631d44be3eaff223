/// Turns the bytes read from a terminal in raw mode into keys. Bytes may arrive split across reads
/// (an escape sequence, a multi-byte character), so an incomplete tail waits for the next ``decode(_:)``.
/// A lone Escape is only known when nothing follows it: ``flush()`` reports it after a short quiet period.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Reports what is left as keys: a lone Escape, or bytes that never completed.
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        guard pending.first == 0x1B else { return [] }
        // An unfinished escape sequence: Escape, then whatever printable bytes followed it.
        return [.escape]
            + pending.dropFirst().compactMap { byte in
                (0x20..<0x7F).contains(byte) ? .character(Character(UnicodeScalar(byte))) : nil
            }
    }

    /// The key starting at `index` and how many bytes it took, `nil` key for bytes to skip,
    /// or `nil` when the bytes so far are an incomplete sequence.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        if let key = singleByteKeys[byte] { return (key, 1) }
        switch byte {
        case 0x1B:
            return escapeSequence(at: index, in: bytes)
        case 0x01...0x1A:
            return (.control(Character(UnicodeScalar(byte + 0x60))), 1)
        case 0x21..<0x7F:
            return (.character(Character(UnicodeScalar(byte))), 1)
        case 0xC0...0xF7:
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard index + length <= bytes.count else { return nil }
            let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
            return (text.first.map(Key.character), length)
        default:
            return (nil, 1)
        }
    }

    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let introducer = bytes[index + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // Escape followed by an ordinary key: the user pressed Escape, then that key.
            return (.escape, 1)
        }
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
            end += 1
        }
        guard end < bytes.count else { return nil }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let key = bytes[end] == UInt8(ascii: "~") ? Self.numberedKeys[parameters] : Self.finalKeys[bytes[end]]
        return (key, end - index + 1)
    }

    /// Checked before Ctrl-letters: Enter, Tab and Backspace arrive as Ctrl-M, Ctrl-J, Ctrl-I and Ctrl-H.
    private static let singleByteKeys: [UInt8: Key] = [
        0x0D: .enter, 0x0A: .enter, 0x09: .tab, 0x7F: .backspace, 0x08: .backspace, 0x20: .space,
    ]

    /// The keys of `ESC [ <final>` and `ESC O <final>`, whatever parameters come before the final byte.
    private static let finalKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "Z"): .backTab,
    ]

    /// The keys of `ESC [ <number> ~`; Delete (3) goes back, as Backspace does.
    private static let numberedKeys: [String: Key] = [
        "1": .home, "7": .home, "4": .end, "8": .end, "5": .pageUp, "6": .pageDown, "3": .backspace,
    ]
}

/// Turns any record key into a file name that is safe and unique on every common file system, and back.
///
/// Lowercase ASCII letters, digits, `-`, `_` and (except first) `.` stay as they are; every other UTF-8
/// byte becomes `%XX` in uppercase hex. So names never contain `/` nor start with `.` (no `..`, no
/// hidden files, no clash with the store's dot-files), and stay distinct on case-insensitive and
/// Unicode-normalising file systems, since uppercase letters and non-ASCII are escaped too.
enum FileKeyEncoding {
    /// The longest name most file systems accept, in bytes.
    static let maximumFileNameLength = 255
    static let fileExtension = ".json"

    static func fileName(for key: String) -> String {
        var name = ""
        for (offset, byte) in key.utf8.enumerated() {
            if isKeptAsIs(byte, first: offset == 0) {
                name.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                name += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return name + fileExtension
    }

    /// The key a file name stands for, or `nil` when the name is not one this encoding produces.
    static func key(forFileName name: String) -> String? {
        guard name.hasSuffix(fileExtension) else { return nil }
        var bytes: [UInt8] = []
        var remaining = Substring(name.dropLast(fileExtension.count)).utf8[...]
        while let byte = remaining.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = remaining.popFirst().flatMap(hexValue), let low = remaining.popFirst().flatMap(hexValue)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        guard !bytes.isEmpty, let key = String(validating: bytes, as: UTF8.self) else { return nil }
        // Only the canonical spelling names a record, so "%61.json" is not a second "a".
        return fileName(for: key) == name ? key : nil
    }

    private static func isKeptAsIs(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
            UInt8(ascii: "_"):
            true
        case UInt8(ascii: "."):
            !first
        default:
            false
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(UnicodeScalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

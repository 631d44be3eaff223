package import Foundation

/// The CRC-32 (the IEEE polynomial of zip and PNG) of everything a saved record is: its collection,
/// key, save time and bytes. Adapters keep it beside the record and compare it on every read, so a
/// record whose bytes changed after they were written (a flipped bit, an edit by hand) is reported
/// damaged, not served. It detects every change confined to 32 consecutive bits (so any one damaged
/// byte) and all but one in 2³² larger ones at random: it guards against accidents, not forgery.
package struct RecordChecksum: Sendable, Hashable, CustomStringConvertible {
    package let value: UInt32

    /// A checksum with a known value, as read back from a store.
    package init(value: UInt32) {
        self.value = value
    }

    /// A record's checksum, counting each text's length so no two (collection, key) pairs feed the same bytes.
    package init(collection: String, key: String, savedAt: Double, data: Data) {
        var crc = CRC32()
        for text in [collection, key] {
            crc.update(littleEndian: UInt64(text.utf8.count))
            crc.update(Array(text.utf8))
        }
        crc.update(littleEndian: savedAt.bitPattern)
        data.withUnsafeBytes { crc.update($0) }
        value = crc.value
    }

    /// Parses the eight lowercase hexadecimal digits of ``description``; `nil` for anything else.
    package init?(hexadecimal text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 8,
            digits.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
            let value = UInt32(text, radix: 16)
        else { return nil }
        self.value = value
    }

    /// Eight lowercase hexadecimal digits.
    package var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

public import Foundation

/// Bodies a hostile or broken server sends, made in the test rather than committed as files.
public enum HostileBody {
    /// A decompression bomb: gzip inflating to at least `inflatedBytes` zero bytes from about 1/160 of
    /// that. One fixed-Huffman deflate block, a literal zero then 258-byte matches at distance 1 (13 bits
    /// each), written directly so a gigabyte bomb costs milliseconds. The trailer's checksum is wrong: a
    /// client honouring its limits stops long before it.
    public static func gzipBomb(inflatedBytes: Int) -> Data {
        var bits = BitWriter()
        bits.write(0b011, count: 3)  // the last block, compressed with the fixed codes
        bits.write(0x0C, count: 8)  // literal 0 (code 00110000, bits reversed)
        for _ in 0..<max(1, inflatedBytes / 258) {
            bits.write(0xA3, count: 13)  // length 258 (code 11000101, reversed), then distance code 0
        }
        bits.write(0, count: 7)  // end of block
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        let trailer: [UInt8] =
            [0, 0, 0, 0] + withUnsafeBytes(of: UInt32(truncatingIfNeeded: inflatedBytes).littleEndian, Array.init)
        return Data(header) + bits.finished() + Data(trailer)
    }

    /// Bytes that claim to be gzip (the magic number) but are not a deflate stream.
    public static let gzipGarbage = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF] + Array(repeating: 0xFF, count: 64))
}

/// Packs values least significant bit first, as deflate stores all but Huffman codes (whose bits callers reverse).
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    mutating func write(_ value: UInt64, count: Int) {
        pending |= value << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    func finished() -> Data {
        pendingCount > 0 ? Data(bytes + [UInt8(truncatingIfNeeded: pending)]) : Data(bytes)
    }
}

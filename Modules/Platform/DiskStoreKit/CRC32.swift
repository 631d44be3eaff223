/// A running CRC-32 (IEEE 802.3, reflected, as zip, PNG and `crc32` compute it). Foundation has
/// no checksum, and the package takes no third-party code, so this is the textbook table method.
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var entry = UInt32(index)
        for _ in 0..<8 { entry = entry & 1 == 1 ? (entry >> 1) ^ 0xEDB8_8320 : entry >> 1 }
        return entry
    }

    private var state: UInt32 = 0xFFFF_FFFF

    var value: UInt32 { state ^ 0xFFFF_FFFF }

    mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            state = Self.table[Int((state ^ UInt32(byte)) & 0xFF)] ^ (state >> 8)
        }
    }

    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        update(buffer.bindMemory(to: UInt8.self))
    }

    mutating func update(littleEndian number: UInt64) {
        update((0..<8).map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) })
    }
}

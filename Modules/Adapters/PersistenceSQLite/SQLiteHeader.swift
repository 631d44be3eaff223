import DescriptorKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells a damaged Mosaic store from someone else's file by its SQLite header (the first 100 bytes),
/// read directly when SQLite refuses the file. It is ours when the application id (bytes 68 to 71)
/// is Mosaic's or one byte off: no other id is that close by chance, and a file whose header magic
/// or page size is damaged still carries it.
enum SQLiteHeader {
    static let applicationIDOffset = 68

    /// Whether `path`'s header says the file is ours, though SQLite cannot open it.
    static func isMosaicStore(at path: String) -> Bool {
        guard let header = read(path), header.count >= applicationIDOffset + 4 else { return false }
        let id = header[applicationIDOffset..<(applicationIDOffset + 4)].reduce(Int64(0)) { $0 << 8 | Int64($1) }
        return id == SQLiteSchema.applicationID || isDamagedMosaicID(id)
    }

    /// Whether `id` is Mosaic's application id with exactly one of its four bytes changed.
    static func isDamagedMosaicID(_ id: Int64) -> Bool {
        // SQLite reports the four bytes as a signed 32-bit number.
        guard (Int64(Int32.min)...Int64(UInt32.max)).contains(id) else { return false }
        let bits = id & 0xFFFF_FFFF
        let differing = (0..<4).filter { byte in
            (bits >> (byte * 8)) & 0xFF != (SQLiteSchema.applicationID >> (byte * 8)) & 0xFF
        }
        return differing.count == 1
    }

    /// The file's first 100 bytes (fewer when it is shorter), read without blocking.
    private static func read(_ path: String) -> [UInt8]? {
        guard let file = try? FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY) else { return nil }
        var status = stat()
        guard fstat(file.rawValue, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 100)
        let count = bytes.withUnsafeMutableBytes { pread(file.rawValue, $0.baseAddress, 100, 0) }
        return count < 0 ? nil : Array(bytes.prefix(count))
    }
}

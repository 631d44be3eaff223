public import Foundation

/// PNGs written without libpng: 8-bit RGBA or palette, plain or Adam7, in stored deflate blocks, close enough
/// to the specification (https://www.w3.org/TR/png-3/) that reading them proves a decoder reads the format.
public enum PNGWriter {
    /// What each pixel is.
    public enum Pixels: Sendable {
        /// Four bytes per pixel: red, green, blue, alpha.
        case rgba([UInt8])
        /// One byte per pixel, an index into `palette` (RGBA entries, alpha written as tRNS).
        case indexed([UInt8], palette: [[UInt8]])
    }

    /// The bytes of a PNG file of `width` x `height` `pixels`.
    public static func png(width: Int, height: Int, pixels: Pixels, interlaced: Bool = false) -> Data {
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let (colorType, bytesPerPixel, samples): (UInt8, Int, [UInt8])
        switch pixels {
        case .rgba(let bytes): (colorType, bytesPerPixel, samples) = (6, 4, bytes)
        case .indexed(let indices, _): (colorType, bytesPerPixel, samples) = (3, 1, indices)
        }
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, colorType, 0, 0, interlaced ? 1 : 0]
        file += chunk("IHDR", header)
        if case .indexed(_, let palette) = pixels {
            file += chunk("PLTE", palette.flatMap { $0.prefix(3) })
            file += chunk("tRNS", palette.map { $0[3] })
        }
        let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var raw: [UInt8] = []
        for pass in passes {
            let columns = Array(stride(from: pass.x, to: width, by: pass.dx))
            guard !columns.isEmpty else { continue }
            for y in stride(from: pass.y, to: height, by: pass.dy) {
                raw.append(0)  // filter type None
                for x in columns {
                    let offset = (y * width + x) * bytesPerPixel
                    raw += samples[offset..<offset + bytesPerPixel]
                }
            }
        }
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> Data {
        let typeAndData = Array(type.utf8) + data
        return Data(bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData)))
    }

    /// A zlib stream of stored deflate blocks (RFC 1950, RFC 1951 section 3.2.4).
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(bytes.count, start + 65_535)
            let length = UInt16(end - start)
            stream.append(end == bytes.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return stream + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

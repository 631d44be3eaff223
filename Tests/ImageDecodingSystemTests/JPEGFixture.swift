import Foundation

#if canImport(CJPEG)
import CJPEG

/// Written by libjpeg-turbo's own encoder: a JPEG encoder is not something to write by hand for a test.
enum JPEGFixture {
    /// A `width` x `height` JPEG of RGB `pixels` (three bytes each), baseline or progressive.
    static func jpeg(width: Int, height: Int, rgb: [UInt8], progressive: Bool) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = mosaic_jpeg_encode(
            rgb, UInt32(width), UInt32(height), 95, progressive ? 1 : 0, &output, &size, &message, message.count)
        defer { free(output) }
        guard status == MOSAIC_JPEG_OK, let output else {
            throw JPEGFixtureError(message: String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
        }
        return Data(bytes: output, count: Int(size))
    }
}

struct JPEGFixtureError: Error {
    var message: String
}
#endif

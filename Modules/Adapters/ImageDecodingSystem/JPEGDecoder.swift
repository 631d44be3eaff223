import Foundation
import ImageDecoding

#if canImport(CJPEG)
import CJPEG
#endif

/// JPEG (baseline and progressive) through libjpeg-turbo, decoded straight to RGBA.
enum JPEGDecoder {
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    #if canImport(CJPEG)
    static func decode(_ data: Data, maximumPixels: Int) throws(ImageDecodingError) -> Bitmap {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 200)
        let status = data.withUnsafeBytes { bytes in
            mosaic_jpeg_decode(
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt(bytes.count), UInt(maximumPixels),
                &width, &height, &pixels, &message, message.count)
        }
        defer { free(pixels) }
        switch Int(status) {
        case MOSAIC_JPEG_OK:
            let count = Int(width) * Int(height) * 4
            guard let pixels,
                let bitmap = Bitmap(
                    width: Int(width), height: Int(height),
                    rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
            else { throw .damaged(format: "JPEG", reason: "it has no pixels") }
            return bitmap
        case MOSAIC_JPEG_TOO_MANY_PIXELS:
            throw .tooManyPixels(width: Int(width), height: Int(height), maximum: maximumPixels)
        default:
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .damaged(format: "JPEG", reason: reason)
        }
    }
    #else
    static func decode(_ data: Data, maximumPixels: Int) throws(ImageDecodingError) -> Bitmap {
        throw .unavailable(
            format: "JPEG", reason: "libjpeg-turbo is linked on Linux only; an Apple app decodes with ImageIO")
    }
    #endif
}

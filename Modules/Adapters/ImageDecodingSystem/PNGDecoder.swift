import Foundation
import ImageDecoding

#if canImport(CPNG)
import CPNG
#endif

/// libpng's simplified API expands palettes, transparency chunks, grey, 16-bit and interlacing to RGBA.
enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    #if canImport(CPNG)
    static func decode(_ data: Data, maximumPixels: Int) throws(ImageDecodingError) -> Bitmap {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        // libpng keeps the pointer until the read ends: both calls run in the closure keeping the bytes alive.
        let decoded = data.withUnsafeBytes { bytes -> Result<Bitmap, ImageDecodingError> in
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                return .failure(damaged(image))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            guard width * height <= maximumPixels else {
                return .failure(.tooManyPixels(width: width, height: height, maximum: maximumPixels))
            }
            image.format = mosaic_png_format_rgba
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let finished = rgba.withUnsafeMutableBytes { pixels in
                png_image_finish_read(&image, nil, pixels.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0, let bitmap = Bitmap(width: width, height: height, rgba: rgba) else {
                return .failure(damaged(image))
            }
            return .success(bitmap)
        }
        return try decoded.get()
    }

    private static func damaged(_ image: png_image) -> ImageDecodingError {
        let message = withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return .damaged(format: "PNG", reason: message.isEmpty ? "libpng could not read it" : message)
    }
    #else
    static func decode(_ data: Data, maximumPixels: Int) throws(ImageDecodingError) -> Bitmap {
        throw .unavailable(format: "PNG", reason: "libpng is linked on Linux only; an Apple app decodes with ImageIO")
    }
    #endif
}

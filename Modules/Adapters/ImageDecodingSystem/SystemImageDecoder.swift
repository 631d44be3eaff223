public import Foundation
public import ImageDecoding

/// Decodes PNG with libpng and JPEG with libjpeg-turbo, the system's own libraries, telling the
/// two apart by their signatures (never by a URL's extension or a server's content type).
public struct SystemImageDecoder: ImageDecoder {
    public init() {}

    public func decode(_ data: Data, maximumPixels: Int) throws(ImageDecodingError) -> Bitmap {
        if data.starts(with: PNGDecoder.signature) {
            return try PNGDecoder.decode(data, maximumPixels: maximumPixels)
        }
        if data.starts(with: JPEGDecoder.signature) {
            return try JPEGDecoder.decode(data, maximumPixels: maximumPixels)
        }
        throw .unsupportedFormat(supported: ["PNG", "JPEG"])
    }
}

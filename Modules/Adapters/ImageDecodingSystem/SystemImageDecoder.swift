package import Foundation
package import ImageDecoding

/// Decodes PNG with libpng and JPEG with libjpeg-turbo, the system's own libraries, telling the
/// two apart by their signatures (never by a URL's extension or a server's content type).
///
/// Those libraries are Linux's: no Apple SDK has them, so on macOS and iOS this decoder answers
/// every PNG and JPEG with ``ImageDecodingError/unavailable(format:reason:)``. An Apple app
/// implements ``ImageDecoder`` over ImageIO instead (`CGImageSourceCreateWithData`, then
/// `CGImageSourceCreateImageAtIndex` drawn into an RGBA `CGContext`), and holds it to the same
/// contract suite in `ImageDecodingTesting`.
package struct SystemImageDecoder: ImageDecoder {
    package init() {}

    package func decode(_ data: Data, maximumPixels: Int) throws(ImageDecodingError) -> Bitmap {
        if data.starts(with: PNGDecoder.signature) {
            return try PNGDecoder.decode(data, maximumPixels: maximumPixels)
        }
        if data.starts(with: JPEGDecoder.signature) {
            return try JPEGDecoder.decode(data, maximumPixels: maximumPixels)
        }
        throw .unsupportedFormat(supported: ["PNG", "JPEG"])
    }
}

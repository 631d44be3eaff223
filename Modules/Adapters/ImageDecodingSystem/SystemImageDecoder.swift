package import Foundation
package import ImageDecoding

/// Decodes PNG with libpng and JPEG with libjpeg-turbo, the system's libraries, told apart by signature
/// (never by a URL's extension or a server's content type).
///
/// No Apple SDK has those libraries, so on macOS and iOS every PNG and JPEG gets
/// ``ImageDecodingError/unavailable(format:reason:)``. An Apple app implements ``ImageDecoder`` over ImageIO
/// (`CGImageSourceCreateWithData`, then `CGImageSourceCreateImageAtIndex` drawn into an RGBA `CGContext`),
/// held to the same contract suite in `ImageDecodingTesting`.
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

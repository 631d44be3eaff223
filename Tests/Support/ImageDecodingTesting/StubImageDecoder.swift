public import Foundation
public import ImageDecoding

/// An ``ImageDecoding/ImageDecoder`` knowing fixed files, anything else an unknown format, so picture tests need
/// no image library; it honours the real decoder's contract (`ImageDecoderContract`).
public struct StubImageDecoder: ImageDecoder {
    private let pictures: [Data: Bitmap]

    /// A decoder that reads exactly the files in `pictures`.
    public init(pictures: [Data: Bitmap]) {
        self.pictures = pictures
    }

    /// The bitmap for exactly these bytes, refused past `maximumPixels`; other bytes are an unknown format.
    public func decode(_ data: Data, maximumPixels: Int) throws(ImageDecodingError) -> Bitmap {
        guard let bitmap = pictures[data] else { throw .unsupportedFormat(supported: ["test"]) }
        guard bitmap.width.multipliedReportingOverflow(by: bitmap.height).partialValue <= maximumPixels else {
            throw .tooManyPixels(width: bitmap.width, height: bitmap.height, maximum: maximumPixels)
        }
        return bitmap
    }
}

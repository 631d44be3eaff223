public import Foundation

/// Turns the bytes of an image file into a ``Bitmap``.
///
/// Implementations refine `Sendable` so one decoder can serve every picture; a decode is
/// short CPU work, called off the main actor.
public protocol ImageDecoder: Sendable {
    /// Decodes `data`, refusing before it allocates the pixels a picture with more than
    /// `maximumPixels` pixels.
    func decode(_ data: Data, maximumPixels: Int) throws(ImageDecodingError) -> Bitmap
}

public import Foundation
public import ImageDecoding

/// An ``ImageDecoding/ImageDecoder`` and a file it must read, for ``ImageDecoderContract``.
public struct DecoderUnderTest: Sendable {
    /// The decoder the contract checks.
    public let decoder: any ImageDecoder
    /// The bytes of a picture the decoder reads.
    public let sample: Data
    /// The pixels `sample` must decode to.
    public let expected: Bitmap

    /// A decoder, a file it reads, and the pixels it must read from it.
    public init(decoder: any ImageDecoder, sample: Data, expected: Bitmap) {
        self.decoder = decoder
        self.sample = sample
        self.expected = expected
    }

    /// A decoder given the test sprite as a PNG file: what every decoder of Mosaic reads.
    public static func readingTheTestSprite(_ decoder: any ImageDecoder) -> DecoderUnderTest {
        DecoderUnderTest(decoder: decoder, sample: StubSprite.png, expected: StubSprite.bitmap)
    }
}

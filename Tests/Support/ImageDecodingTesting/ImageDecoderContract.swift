import Foundation
import ImageDecoding
import Testing

/// What every `ImageDecoder` must do, to run from each adapter's tests and the fake's:
/// `ImageDecoderContract(.readingTheTestSprite(decoder)).verify()`.
public struct ImageDecoderContract: Sendable {
    private let subject: DecoderUnderTest

    /// The checks, for `subject`.
    public init(_ subject: DecoderUnderTest) {
        self.subject = subject
    }

    /// Runs every check.
    public func verify() {
        decodesTheSampleToItsExactPixels()
        refusesAPictureOverTheLimitNamingItsSize()
        refusesBytesOfNoKnownFormatNamingTheFormatsItReads()
        refusesEveryCutShortCopyOfTheSampleWithoutCrashing()
    }

    /// The sample comes out as its pixels, whatever limit at or above its size is given.
    public func decodesTheSampleToItsExactPixels() {
        let pixels = subject.expected.width * subject.expected.height
        for limit in [pixels, pixels + 1, Int.max] {
            #expect(throws: Never.self) {
                let bitmap = try subject.decoder.decode(subject.sample, maximumPixels: limit)
                #expect(bitmap == subject.expected)
            }
        }
    }

    /// One pixel under the sample's size is refused, and the error says how large it is.
    public func refusesAPictureOverTheLimitNamingItsSize() {
        let (width, height) = (subject.expected.width, subject.expected.height)
        #expect(throws: ImageDecodingError.tooManyPixels(width: width, height: height, maximum: width * height - 1)) {
            try subject.decoder.decode(subject.sample, maximumPixels: width * height - 1)
        }
    }

    /// Empty bytes, text and an HTML error page are not pictures.
    public func refusesBytesOfNoKnownFormatNamingTheFormatsItReads() {
        for bytes in [Data(), Data("not a picture".utf8), Data("<!doctype html><p>500</p>".utf8)] {
            do {
                _ = try subject.decoder.decode(bytes, maximumPixels: .max)
                Issue.record("\(bytes.count) bytes of no image format were decoded")
            } catch {
                guard case .unsupportedFormat(let supported) = error else {
                    Issue.record("expected an unsupported format, got \(error)")
                    continue
                }
                #expect(!supported.isEmpty)
            }
        }
    }

    /// Every prefix is refused (damaged or unknown), or without only the trailer (a PNG's `IEND`) decodes to
    /// the sample's pixels: never a crash, never a picture of whatever was in memory.
    public func refusesEveryCutShortCopyOfTheSampleWithoutCrashing() {
        for length in 0..<subject.sample.count {
            do {
                let bitmap = try subject.decoder.decode(subject.sample.prefix(length), maximumPixels: .max)
                #expect(bitmap == subject.expected, "the first \(length) bytes of the sample decoded to other pixels")
            } catch {
                continue
            }
        }
    }
}

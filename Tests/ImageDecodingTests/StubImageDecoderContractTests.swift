import ImageDecoding
import ImageDecodingTesting
import Testing

/// The stub honours the real decoder's contract, so a test using it cannot pass where the real one would fail.
@Suite struct StubImageDecoderContractTests {
    @Test func theStubHonoursTheDecoderContract() {
        let stub = StubImageDecoder(pictures: [StubSprite.png: StubSprite.bitmap])
        ImageDecoderContract(.readingTheTestSprite(stub)).verify()
    }
}

import ImageDecoding
import ImageDecodingTesting
import Testing

/// The stub decoder honours the contract the real one does, so a test that uses it cannot pass
/// where the real decoder would fail.
@Suite struct StubImageDecoderContractTests {
    @Test func theStubHonoursTheDecoderContract() {
        let stub = StubImageDecoder(pictures: [StubSprite.png: StubSprite.bitmap])
        ImageDecoderContract(.readingTheTestSprite(stub)).verify()
    }
}

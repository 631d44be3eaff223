import ImageDecoding
import ImageDecodingTesting
import Testing

/// The fake decoder honours the contract the real one does, so a test that uses it cannot pass
/// where the real decoder would fail.
@Suite struct FakeImageDecoderContractTests {
    @Test func theFakeHonoursTheDecoderContract() {
        let fake = FakeImageDecoder(pictures: [TestSprite.png: TestSprite.bitmap])
        ImageDecoderContract(.readingTheTestSprite(fake)).verify()
    }
}

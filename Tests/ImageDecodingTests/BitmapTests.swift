import ImageDecoding
import Testing

@Suite struct BitmapTests {
    @Test func sizesThatDisagreeWithThePixelsAreRefused() {
        #expect(Bitmap(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 16)) != nil)
        #expect(Bitmap(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(Bitmap(width: 0, height: 0, rgba: []) == nil)
        #expect(Bitmap(width: -1, height: -4, rgba: [UInt8](repeating: 0, count: 16)) == nil)
        #expect(Bitmap(width: 1, height: 1, pixels: []) == nil)
    }

    @Test func aPixelIsReadRowByRowFromTheTopLeft() throws {
        let pixels = (0..<6).map { Bitmap.Pixel(red: UInt8($0), green: 10, blue: 20, alpha: UInt8(200 + $0)) }
        let bitmap = try #require(Bitmap(width: 3, height: 2, pixels: pixels))
        #expect(bitmap[0, 0] == pixels[0])
        #expect(bitmap[2, 0] == pixels[2])
        #expect(bitmap[0, 1] == pixels[3])
        #expect(bitmap[2, 1].alpha == 205)
    }

    @Test func eachErrorIsOneLineThatNamesItsCause() {
        let errors: [ImageDecodingError] = [
            .unsupportedFormat(supported: ["PNG", "JPEG"]),
            .damaged(format: "PNG", reason: "IDAT: CRC error"),
            .tooManyPixels(width: 5000, height: 4000, maximum: 16_000_000),
            .unavailable(format: "PNG", reason: "use ImageIO"),
        ]
        #expect(
            errors.map(\.description) == [
                "not a PNG or JPEG image",
                "the PNG image is damaged: IDAT: CRC error",
                "the image is 5000×4000 pixels, more than the 16000000 allowed",
                "no PNG decoder on this platform: use ImageIO",
            ])
        #expect(errors.allSatisfy { !$0.description.contains("\n") })
    }
}

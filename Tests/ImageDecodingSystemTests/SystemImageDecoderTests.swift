import Foundation
import ImageDecoding
import ImageDecodingSystem
import ImageDecodingTesting
import Testing

#if canImport(CJPEG)
@Suite struct SystemImageDecoderTests {
    let decoder = SystemImageDecoder()

    @Test func aPalettePNGExpandsItsIndicesAndTheirTransparency() throws {
        let palette: [[UInt8]] = [[0, 0, 0, 0], [255, 0, 0, 255], [0, 255, 0, 128]]
        let indices: [UInt8] = [0, 1, 2, 1, 2, 0]
        let png = PNGWriter.png(width: 3, height: 2, pixels: .indexed(indices, palette: palette))
        let bitmap = try decoder.decode(png, maximumPixels: 1_000)
        #expect(bitmap.rgba == indices.flatMap { palette[Int($0)] })
    }

    @Test func anInterlacedPNGDecodesToTheSamePixelsAsAPlainOne() throws {
        // 13×11: every Adam7 pass has pixels, and none ends on a block boundary.
        let rgba: [UInt8] = (0..<(13 * 11)).flatMap { (index: Int) -> [UInt8] in
            [UInt8(index), UInt8(255 - index), UInt8(index * 7 % 256), 255]
        }
        let png = PNGWriter.png(width: 13, height: 11, pixels: .rgba(rgba), interlaced: true)
        let bitmap = try decoder.decode(png, maximumPixels: 1_000)
        #expect(bitmap.width == 13 && bitmap.height == 11)
        #expect(bitmap.rgba == rgba)
    }

    @Test(arguments: [false, true])
    func aJPEGDecodesToOpaquePixelsCloseToItsColours(progressive: Bool) throws {
        // Red and blue halves of whole 8×8 blocks: lossy compression keeps the colours within a few levels.
        let row: [UInt8] = (0..<16).flatMap { (x: Int) -> [UInt8] in x < 8 ? [200, 30, 40] : [30, 60, 200] }
        let rgb = Array([[UInt8]](repeating: row, count: 16).joined())
        let jpeg = try JPEGFixture.jpeg(width: 16, height: 16, rgb: rgb, progressive: progressive)
        let bitmap = try decoder.decode(jpeg, maximumPixels: 1_000)
        #expect(bitmap.width == 16 && bitmap.height == 16)
        #expect(isClose(bitmap[2, 5], to: (200, 30, 40)))
        #expect(isClose(bitmap[13, 9], to: (30, 60, 200)))
        #expect((0..<16).allSatisfy { bitmap[$0, $0].alpha == 255 })
    }

    @Test func bytesOfNeitherFormatAreRefusedNamingTheFormatsRead() {
        #expect(throws: ImageDecodingError.unsupportedFormat(supported: ["PNG", "JPEG"])) {
            try decoder.decode(Data("<html>Not Found</html>".utf8), maximumPixels: 1_000)
        }
        #expect(throws: ImageDecodingError.unsupportedFormat(supported: ["PNG", "JPEG"])) {
            try decoder.decode(Data(), maximumPixels: 1_000)
        }
    }

    /// A PNG's is the decoder contract's refusesAPictureOverTheLimitNamingItsSize.
    @Test func aJPEGWithTooManyPixelsIsRefusedBeforeItsPixelsAreRead() throws {
        let jpeg = try greyJPEG()
        #expect(throws: ImageDecodingError.tooManyPixels(width: 16, height: 16, maximum: 100)) {
            try decoder.decode(jpeg, maximumPixels: 100)
        }
    }

    @Test(arguments: ["PNG", "JPEG"])
    func aCutShortFileIsDamagedWithTheLibrarysReason(format: String) throws {
        let data = try format == "PNG" ? StubSprite.png.prefix(60) : greyJPEG().prefix(20)
        let error = #expect(throws: ImageDecodingError.self) { try decoder.decode(data, maximumPixels: 1_000) }
        guard case .damaged(format, let reason)? = error else {
            Issue.record("expected a damaged \(format), got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
    }

    private func greyJPEG() throws -> Data {
        try JPEGFixture.jpeg(
            width: 16, height: 16, rgb: [UInt8](repeating: 128, count: 16 * 16 * 3), progressive: false)
    }

    private func isClose(_ pixel: Bitmap.Pixel, to colour: (Int, Int, Int)) -> Bool {
        abs(Int(pixel.red) - colour.0) <= 6 && abs(Int(pixel.green) - colour.1) <= 6
            && abs(Int(pixel.blue) - colour.2) <= 6 && pixel.alpha == 255
    }
}

@Suite struct SystemImageDecoderContractTests {
    /// Its sample is an RGBA PNG with transparent pixels, decoded to its exact pixels.
    @Test func theSystemDecoderHonoursTheDecoderContract() {
        ImageDecoderContract(.readingTheTestSprite(SystemImageDecoder())).verify()
    }
}
#else
/// Where libpng and libjpeg are not linked (Apple platforms), each format is named as unavailable.
@Suite struct SystemImageDecoderTests {
    @Test(arguments: [("PNG", StubSprite.png), ("JPEG", Data([0xFF, 0xD8, 0xFF, 0xE0]))])
    func eachFormatIsUnavailableByName(format: String, data: Data) {
        #expect {
            try SystemImageDecoder().decode(data, maximumPixels: 1_000)
        } throws: { error in
            guard case .unavailable(let named, _) = error as? ImageDecodingError else { return false }
            return named == format
        }
    }
}
#endif

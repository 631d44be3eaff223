import ImageDecoding
import TerminalKit
import Testing

@Suite struct BitmapScalerTests {
    /// A bitmap whose pixel at `x`, `y` has red `x` and green `y`, so a scaled pixel says where it came from.
    private func coordinates(width: Int, height: Int) throws -> Bitmap {
        let pixels = (0..<height).flatMap { y in
            (0..<width).map { x in Bitmap.Pixel(red: UInt8(x), green: UInt8(y), blue: 0) }
        }
        return try #require(Bitmap(width: width, height: height, pixels: pixels))
    }

    @Test func shrinkingByTwoAveragesEachTwoByTwoBlock() throws {
        let scaled = BitmapScaler.scale(try coordinates(width: 4, height: 4), toWidth: 2, height: 2, fit: .aspectFit)
        #expect(scaled.width == 2 && scaled.height == 2)
        // Block (0,0) averages x 0 and 1 (0.5 rounds to 1) and y 0 and 1; block (1,1) x and y 2 and 3.
        #expect(scaled[0, 0] == Bitmap.Pixel(red: 1, green: 1, blue: 0))
        #expect(scaled[1, 1] == Bitmap.Pixel(red: 3, green: 3, blue: 0))
    }

    @Test func aspectFitKeepsTheWholePictureInsideTheBox() throws {
        let wide = BitmapScaler.scale(try coordinates(width: 16, height: 8), toWidth: 8, height: 8, fit: .aspectFit)
        #expect(wide.width == 8 && wide.height == 4)
        let tall = BitmapScaler.scale(try coordinates(width: 4, height: 8), toWidth: 40, height: 16, fit: .aspectFit)
        #expect(tall.width == 8 && tall.height == 16)
        #expect(tall[7, 15] == Bitmap.Pixel(red: 3, green: 7, blue: 0))
    }

    @Test func aspectFillCoversTheBoxAndCutsBothSidesEqually() throws {
        let filled = BitmapScaler.scale(
            try coordinates(width: 16, height: 8), toWidth: 8, height: 8, fit: .aspectFillCentered)
        #expect(filled.width == 8 && filled.height == 8)
        // Nothing shrinks (8 rows fill 8), so the middle 8 of 16 columns are kept: 4...11.
        #expect(filled[0, 0].red == 4)
        #expect(filled[7, 7] == Bitmap.Pixel(red: 11, green: 7, blue: 0))
    }

    @Test func transparentPixelsDoNotDarkenTheOpaqueOnesTheyAreAveragedWith() throws {
        let white = Bitmap.Pixel(red: 255, green: 255, blue: 255)
        let clear = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
        let bitmap = try #require(Bitmap(width: 2, height: 1, pixels: [white, clear]))
        let scaled = BitmapScaler.scale(bitmap, toWidth: 1, height: 1, fit: .aspectFit)
        #expect(scaled[0, 0] == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 128))
    }
}

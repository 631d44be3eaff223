import ImageDecoding
import TerminalKit
import Testing

@Suite struct PictureCellsTests {
    @Test func kittyPlacesThePictureOverTheCellsHalfBlocksWouldTakeInOneLine() throws {
        let bitmap = try #require(Bitmap(width: 4, height: 8, rgba: [UInt8](repeating: 200, count: 4 * 8 * 4)))
        let lines = PictureCells.lines(for: bitmap, display: .kitty, fit: .aspectFit, columns: 40, rows: 8)
        let halfBlocks = PictureCells.lines(
            for: bitmap, display: .halfBlocks(.trueColor), fit: .aspectFit, columns: 40, rows: 8)
        #expect(halfBlocks.count == 8 && DisplayWidth.of(halfBlocks[0].plainText) == 8)
        #expect(lines.count == 1)
        // 8×8 cells, sent as at most 8×16 pixels a cell: 64×128, the picture's own proportions.
        // The escape sequences are the line's only content: the picture, not text.
        #expect(lines[0].plainText.isEmpty)
        let output = lines[0].rendered(width: 0, colors: true).encoded
        #expect(output.hasPrefix("\u{1B}_Ga=T,f=32,s=64,v=128,c=8,r=8,q=2,m=1;"))
    }
}

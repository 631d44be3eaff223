public import ImageDecoding

/// A picture laid out in terminal cells: scaled into a box of cells by its fit rule, then drawn
/// the way the terminal supports.
public enum PictureCells {
    /// Lines that draw `bitmap` in at most `columns` x `rows` cells; empty for ``PictureDisplay/text``.
    ///
    /// Half blocks make each cell two square-ish pixels; kitty gets one line holding the escape
    /// sequences: the terminal moves the cursor to the picture's last row, so the line break
    /// after it starts the text below the picture.
    public static func lines(
        for bitmap: Bitmap, display: PictureDisplay, fit: PictureFit, columns: Int, rows: Int
    ) -> [StyledLine] {
        guard columns > 0, rows > 0 else { return [] }
        switch display {
        case .text:
            return []
        case .halfBlocks(let depth):
            let scaled = BitmapScaler.scale(bitmap, toWidth: columns, height: rows * 2, fit: fit)
            return HalfBlockRenderer.lines(for: scaled, depth: depth)
        case .kitty:
            // The cell box the half blocks would use, so both displays take the same room; the
            // pixels sent are at most 8×16 per cell, a typical cell, whatever the file's size.
            let cells = BitmapScaler.scale(bitmap, toWidth: columns, height: rows * 2, fit: fit)
            let used = (columns: cells.width, rows: (cells.height + 1) / 2)
            let pixels = BitmapScaler.scale(bitmap, toWidth: used.columns * 8, height: used.rows * 16, fit: fit)
            let escape = KittyGraphics.escapeSequences(for: pixels, columns: used.columns, rows: used.rows)
            return [StyledLine([StyledLine.Span(sequence: escape)])]
        }
    }
}

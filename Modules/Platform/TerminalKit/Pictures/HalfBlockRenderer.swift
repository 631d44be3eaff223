public import ImageDecoding

/// Draws a bitmap with Unicode upper half blocks: each cell is two pixels, the top one in the
/// foreground colour, the bottom one in the background colour. A pixel less than half opaque shows
/// the terminal's own background: a cell with one such pixel draws only the other half (`▀` or `▄`,
/// no background set), and a cell with two is a plain space.
public enum HalfBlockRenderer {
    /// One line per two pixel rows, one cell per pixel column; runs of equal cells share a span.
    public static func lines(for bitmap: Bitmap, depth: ColorDepth) -> [StyledLine] {
        stride(from: 0, to: bitmap.height, by: 2).map { top in
            var spans: [StyledLine.Span] = []
            for x in 0..<bitmap.width {
                let bottom = top + 1 < bitmap.height ? bitmap[x, top + 1] : nil
                let (text, style) = cell(top: bitmap[x, top], bottom: bottom, depth: depth)
                if let last = spans.last, last.style == style {
                    spans[spans.count - 1].text += text
                } else {
                    spans.append(StyledLine.Span(text, style: style))
                }
            }
            return StyledLine(spans)
        }
    }

    static func cell(top: Bitmap.Pixel, bottom: Bitmap.Pixel?, depth: ColorDepth) -> (String, TextStyle) {
        let upper = top.alpha >= 128 ? depth.color(for: top) : nil
        let lower = bottom.flatMap { $0.alpha >= 128 ? depth.color(for: $0) : nil }
        switch (upper, lower) {
        case (let upper?, let lower): return ("▀", TextStyle(foreground: upper, background: lower))
        case (nil, let lower?): return ("▄", TextStyle(foreground: lower))
        case (nil, nil): return (" ", .plain)
        }
    }
}

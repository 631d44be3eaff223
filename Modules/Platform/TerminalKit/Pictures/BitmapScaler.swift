public import ImageDecoding

/// Resizes a bitmap into a box of pixels, by one of the ``PictureFit`` rules.
public enum BitmapScaler {
    /// `bitmap` resized to fit (or fill, then cropped to) `width` x `height` pixels. Each target pixel
    /// averages the source pixels whose centres fall inside it, weighted by opacity so transparent ones
    /// do not darken edges; shrinking skips nothing, and enlarging takes the nearest source pixel.
    public static func scale(_ bitmap: Bitmap, toWidth width: Int, height: Int, fit: PictureFit) -> Bitmap {
        let box = (width: max(1, width), height: max(1, height))
        let scaleX = Double(box.width) / Double(bitmap.width)
        let scaleY = Double(box.height) / Double(bitmap.height)
        let factor = fit == .aspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        let scaled = (
            width: max(1, Int((Double(bitmap.width) * factor).rounded())),
            height: max(1, Int((Double(bitmap.height) * factor).rounded()))
        )
        let target = fit == .aspectFit ? scaled : (min(scaled.width, box.width), min(scaled.height, box.height))
        // For a fill, the window of the scaled picture that is kept, centred.
        let cropX = (scaled.width - target.0) / 2
        let cropY = (scaled.height - target.1) / 2
        let stepX = Double(bitmap.width) / Double(scaled.width)
        let stepY = Double(bitmap.height) / Double(scaled.height)
        var rgba = [UInt8]()
        rgba.reserveCapacity(target.0 * target.1 * 4)
        for y in 0..<target.1 {
            let rows = sourceRange(Double(y + cropY) * stepY, step: stepY, limit: bitmap.height)
            for x in 0..<target.0 {
                let columns = sourceRange(Double(x + cropX) * stepX, step: stepX, limit: bitmap.width)
                rgba += average(bitmap, columns: columns, rows: rows)
            }
        }
        return Bitmap(width: target.0, height: target.1, rgba: rgba) ?? bitmap
    }

    /// The source indices whose centres lie in `[start, start + step)`, or the nearest one.
    private static func sourceRange(_ start: Double, step: Double, limit: Int) -> Range<Int> {
        let first = Int((start - 0.5).rounded(.up))
        let end = Int((start + step - 0.5).rounded(.up))
        guard end > first else {
            let nearest = min(limit - 1, max(0, Int(start + step / 2)))
            return nearest..<(nearest + 1)
        }
        return max(0, first)..<min(limit, end)
    }

    private static func average(_ bitmap: Bitmap, columns: Range<Int>, rows: Range<Int>) -> [UInt8] {
        var red = 0
        var green = 0
        var blue = 0
        var alpha = 0
        var count = 0
        for y in rows {
            for x in columns {
                let pixel = bitmap[x, y]
                let weight = Int(pixel.alpha)
                red += Int(pixel.red) * weight
                green += Int(pixel.green) * weight
                blue += Int(pixel.blue) * weight
                alpha += weight
                count += 1
            }
        }
        guard alpha > 0, count > 0 else { return [0, 0, 0, 0] }
        return [
            UInt8((red + alpha / 2) / alpha), UInt8((green + alpha / 2) / alpha), UInt8((blue + alpha / 2) / alpha),
            UInt8((alpha + count / 2) / count),
        ]
    }
}

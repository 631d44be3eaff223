public import Foundation
public import ImageDecoding

/// A 16×16 stand-in sprite on transparency, red top and blue bottom in a square with a yellow centre, so a test
/// can say each drawn cell's colour.
public enum StubSprite {
    /// Its width and height, in pixels.
    public static let size = 16
    /// The top half's colour, as RGBA bytes.
    public static let red: [UInt8] = [220, 30, 40, 255]
    /// The bottom half's colour, as RGBA bytes.
    public static let blue: [UInt8] = [30, 60, 200, 255]
    /// The centre's colour, as RGBA bytes.
    public static let yellow: [UInt8] = [250, 210, 20, 255]
    /// The margin's colour: transparent.
    public static let clear: [UInt8] = [0, 0, 0, 0]

    /// The pixel at `x`, `y`: transparent in a two-pixel margin, yellow in the middle 4×4.
    public static func pixel(x: Int, y: Int) -> [UInt8] {
        guard (2..<14).contains(x), (2..<14).contains(y) else { return clear }
        if (6..<10).contains(x), (6..<10).contains(y) { return yellow }
        return y < 8 ? red : blue
    }

    /// The sprite as RGBA bytes, row by row.
    public static var rgba: [UInt8] {
        (0..<size).flatMap { y in (0..<size).flatMap { x in pixel(x: x, y: y) } }
    }

    /// The sprite's pixels, as a decoder must return them.
    public static var bitmap: Bitmap {
        Bitmap(width: size, height: size, rgba: rgba)!
    }

    /// The sprite as a PNG file.
    public static var png: Data {
        PNGWriter.png(width: size, height: size, pixels: .rgba(rgba))
    }
}

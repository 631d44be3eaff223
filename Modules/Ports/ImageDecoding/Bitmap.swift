/// A decoded picture: `width` x `height` pixels, row by row from the top left, four bytes each
/// (red, green, blue, alpha; not premultiplied).
public struct Bitmap: Sendable, Equatable {
    /// One pixel's colour and opacity.
    public struct Pixel: Sendable, Hashable {
        /// The red channel, 0 to 255.
        public var red: UInt8
        /// The green channel, 0 to 255.
        public var green: UInt8
        /// The blue channel, 0 to 255.
        public var blue: UInt8
        /// 0 is fully transparent, 255 fully opaque.
        public var alpha: UInt8

        /// A pixel of these channels, opaque unless `alpha` says otherwise.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// Pixels in a row.
    public let width: Int
    /// Rows of pixels.
    public let height: Int
    /// `width * height * 4` bytes, RGBA.
    public let rgba: [UInt8]

    /// A bitmap over `rgba`, or `nil` when the sizes disagree.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A bitmap of `pixels`, row by row; `nil` when their count is not `width * height`.
    public init?(width: Int, height: Int, pixels: [Pixel]) {
        self.init(width: width, height: height, rgba: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
    }

    /// The pixel in column `x` of row `y`, both counted from zero.
    public subscript(x: Int, y: Int) -> Pixel {
        let offset = (y * width + x) * 4
        return Pixel(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }
}

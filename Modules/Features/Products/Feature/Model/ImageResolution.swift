/// A YOOX CDN image resolution code: the number between the code and the shot in an image name.
///
/// The brief gives the range, 8 (45x60 pixels) to 24 (3072x4096 pixels); the pixel sizes of the
/// codes in between were not found in any public source, so only the two ends carry them.
public struct ImageResolution: Sendable, Hashable, CustomStringConvertible {
    /// Pixel width and height.
    public struct PixelSize: Sendable, Hashable {
        public let width: Int
        public let height: Int
    }

    /// The codes the CDN serves.
    public static let validCodes: ClosedRange<Int> = 8...24

    public let code: Int

    /// The resolution for `code`, or `nil` outside ``validCodes``.
    public init?(code: Int) {
        guard ImageResolution.validCodes.contains(code) else { return nil }
        self.code = code
    }

    private init(knownCode: Int) {
        code = knownCode
    }

    /// Code 8, 45x60: the smallest, used for list thumbnails.
    public static let thumbnail = ImageResolution(knownCode: 8)
    /// Code 24, 3072x4096: the largest, used for the product detail.
    public static let large = ImageResolution(knownCode: 24)

    /// The pixel size, for the codes the brief documents.
    public var pixelSize: PixelSize? {
        switch code {
        case 8: PixelSize(width: 45, height: 60)
        case 24: PixelSize(width: 3072, height: 4096)
        default: nil
        }
    }

    public var description: String {
        pixelSize.map { "\(code) (\($0.width)x\($0.height))" } ?? String(code)
    }
}

/// A YOOX CDN image resolution code, from 8 (45x60 pixels) to 24 (3072x4096); the shop uses the two ends.
public struct ImageResolution: Sendable, Hashable {
    public let code: Int

    /// Code 8, 45x60: for list thumbnails.
    public static let thumbnail = ImageResolution(code: 8)
    /// Code 24, 3072x4096: for the product detail.
    public static let large = ImageResolution(code: 24)
}

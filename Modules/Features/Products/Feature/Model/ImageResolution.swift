/// A YOOX CDN image resolution code: the number between the code and the shot in an image name.
/// The brief's range runs from 8 (45x60 pixels) to 24 (3072x4096 pixels); the shop uses its two ends.
public struct ImageResolution: Sendable, Hashable {
    public let code: Int

    /// Code 8, 45x60: for list thumbnails.
    public static let thumbnail = ImageResolution(code: 8)
    /// Code 24, 3072x4096: for the product detail.
    public static let large = ImageResolution(code: 24)
}

public import Foundation

/// Builds YOOX CDN image URLs. The only place in Mosaic that knows their format.
public enum ProductImageURL {
    /// The CDN the brief names.
    public static let cdnBase = "https://cdn.yoox.biz"

    /// `https://cdn.yoox.biz/<first two characters>/<DefaultCode10>_<resolution>_F.jpg` (`F`: the front
    /// shot); `nil` unless `defaultCode10` is 10 ASCII letters and digits: other text names no image.
    public static func make(defaultCode10: String, resolution: ImageResolution) -> URL? {
        guard defaultCode10.count == 10, defaultCode10.unicodeScalars.allSatisfy(ProductCode.isASCIIAlphanumeric) else {
            return nil
        }
        let folder = defaultCode10.prefix(2)
        return URL(string: "\(cdnBase)/\(folder)/\(defaultCode10)_\(resolution.code)_F.jpg")
    }
}

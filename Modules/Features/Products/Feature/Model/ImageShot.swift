/// Which photograph of a product an image URL asks for: the last part of a CDN image name.
public enum ImageShot: String, Sendable, Hashable, CaseIterable {
    /// The front shot, `F` in the brief.
    case front = "F"
}

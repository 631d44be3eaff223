/// How a dynamic image is fitted into the space a UI gives it. The brief's rule is one value,
/// ``aspectFillCentered``, carried in the view state so every UI applies it the same way.
public struct ImageDisplayRule: Sendable, Hashable {
    public enum Scaling: String, Sendable, Hashable {
        /// Scale keeping the aspect ratio until the bounds are covered (never stretched).
        case aspectFill
    }

    public var scaling: Scaling
    public var isCentered: Bool
    public var clipsToBounds: Bool

    public init(scaling: Scaling, isCentered: Bool, clipsToBounds: Bool) {
        self.scaling = scaling
        self.isCentered = isCentered
        self.clipsToBounds = clipsToBounds
    }

    /// Fit the bounds, centred, not stretched, cropped outside the bounds.
    public static let aspectFillCentered = ImageDisplayRule(scaling: .aspectFill, isCentered: true, clipsToBounds: true)
}

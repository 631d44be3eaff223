/// How a dynamic image fills its space: the brief's one rule, ``aspectFillCentered``, in the view state
/// so every UI applies it alike.
public struct ImageDisplayRule: Sendable, Hashable {
    public enum Scaling: String, Sendable, Hashable {
        /// Scale keeping the aspect ratio until the bounds are covered (never stretched).
        case aspectFill
    }

    public var scaling: Scaling
    public var isCentered: Bool
    public var clipsToBounds: Bool

    /// Fit the bounds, centred, not stretched, cropped outside the bounds.
    public static let aspectFillCentered = ImageDisplayRule(scaling: .aspectFill, isCentered: true, clipsToBounds: true)
}

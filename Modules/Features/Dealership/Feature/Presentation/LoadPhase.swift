/// Where a screen's one load is.
public enum LoadPhase: Sendable, Hashable {
    case idle
    case loading
    case loaded
    /// The load failed; the message says why, for the user.
    case failed(String)
}

/// Where a screen's load stands. Every slice declares this same shape under its own name: a feature
/// may import only the ports, and an app may import two features in one file (the slice plan,
/// Docs/Mosaic.docc/SlicePlan.md); a test checks the copies agree.
public enum DealershipLoadPhase: Sendable, Hashable {
    case idle
    /// The first load is on its way and there is nothing to show.
    case loading
    /// Loaded; what was loaded may still be empty.
    case loaded
    /// The first load failed; the message says why, for the user, and a retry is offered.
    case failed(String)
}

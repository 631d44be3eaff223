/// What the user did in the launches feature that someone may want to count, in the feature's
/// words; the assembly decides what, if anything, each becomes.
public enum LaunchesEvent: Sendable, Hashable {
    /// The user switched the list to `tab`.
    case tabChanged(LaunchesTab)
    /// The user pulled `tab` to refresh it.
    case refreshed(LaunchesTab)
    /// A launch's detail was shown.
    case launchViewed(id: String)
}

/// What the user did in the launches feature that someone may want to count, in the feature's
/// words; the assembly decides what, if anything, each becomes.
public enum LaunchesEvent: Sendable, Hashable {
    case tabChanged(LaunchesTab)
    case refreshed(LaunchesTab)
    case launchViewed(id: String)
}

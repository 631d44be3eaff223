/// What the user did that may be counted, in the feature's words; the assembly decides what, if anything, each becomes.
public enum LaunchesEvent: Sendable, Hashable {
    case tabChanged(LaunchesTab)
    case refreshed(LaunchesTab)
    case launchViewed(id: String)
}

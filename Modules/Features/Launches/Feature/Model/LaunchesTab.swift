/// The two lists of the main screen.
public enum LaunchesTab: String, Sendable, Hashable, CaseIterable {
    /// Launches still to come, soonest first.
    case upcoming
    /// Launches that happened, most recent first.
    case past

    public var title: String {
        switch self {
        case .upcoming: "Upcoming"
        case .past: "Past"
        }
    }
}

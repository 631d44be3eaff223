/// Sends every event to each of several trackers, in order.
///
/// With no trackers it drops events, which is how analytics is turned off.
public struct AnalyticsFanOut: AnalyticsTracker {
    private let trackers: [any AnalyticsTracker]

    /// Creates a fan-out to `trackers`.
    public init(_ trackers: [any AnalyticsTracker]) {
        self.trackers = trackers
    }

    /// Sends `event` to every tracker.
    public func track(_ event: AnalyticsEvent) {
        for tracker in trackers {
            tracker.track(event)
        }
    }
}

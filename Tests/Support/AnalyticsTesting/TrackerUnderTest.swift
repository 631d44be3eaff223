public import Analytics

/// A tracker for ``AnalyticsTrackerContract``, and a way to read back what it recorded, if observable.
public struct TrackerUnderTest: Sendable {
    /// The tracker.
    public let tracker: any AnalyticsTracker
    /// The events recorded so far, oldest first; `nil` if unobservable: then only safe tracking is checked.
    public let recordedEvents: (@Sendable () throws -> [ObservedAnalyticsEvent])?

    /// Creates a tracker under test.
    public init(
        _ tracker: any AnalyticsTracker,
        recordedEvents: (@Sendable () throws -> [ObservedAnalyticsEvent])?
    ) {
        self.tracker = tracker
        self.recordedEvents = recordedEvents
    }
}

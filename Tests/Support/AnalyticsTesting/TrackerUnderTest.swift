public import Analytics

/// A tracker for ``AnalyticsTrackerContract``, with a way to read back what it recorded when
/// its output can be observed.
public struct TrackerUnderTest: Sendable {
    /// The tracker.
    public let tracker: any AnalyticsTracker
    /// Reads back the events the tracker recorded so far, oldest first; `nil` when its output
    /// cannot be observed, in which case the contract checks only that tracking is safe.
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

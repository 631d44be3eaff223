/// Receives analytics events. Tracking never fails and never blocks the caller for long:
/// a tracker that does I/O buffers or hands the work off.
public protocol AnalyticsTracker: Sendable {
    /// Records `event`.
    func track(_ event: AnalyticsEvent)
}

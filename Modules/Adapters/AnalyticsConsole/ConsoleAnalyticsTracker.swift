public import Analytics

/// Writes each event as one line, such as `analytics: item_selected id=25`, for developers watching tracking.
public struct ConsoleAnalyticsTracker: AnalyticsTracker {
    private let write: @Sendable (String) -> Void

    /// Creates a tracker that hands each line, without a line break, to `write`.
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    public func track(_ event: AnalyticsEvent) {
        write(ConsoleAnalyticsLine(event).text)
    }
}

public import Analytics
import Synchronization

/// An `AnalyticsTracker` that keeps every event it receives, for tests to inspect.
public final class RecordingTracker: AnalyticsTracker {
    private let recorded = Mutex<[AnalyticsEvent]>([])

    /// Creates a tracker with no events.
    public init() {}

    /// The events received so far, oldest first.
    public var events: [AnalyticsEvent] {
        recorded.withLock { $0 }
    }

    /// The events received so far named `name`.
    public func events(named name: String) -> [AnalyticsEvent] {
        events.filter { $0.name == name }
    }

    /// Keeps `event`, after those tracked before it.
    public func track(_ event: AnalyticsEvent) {
        recorded.withLock { $0.append(event) }
    }
}

import Analytics
import Synchronization

/// Holds a command's events until it has shown its result, then sends them, or drops them after a usage error:
/// an event records what the user saw, and a mistyped command showed nothing. Then events pass straight on.
final class PendingAnalytics: AnalyticsTracker {
    private enum Mode {
        case holding([AnalyticsEvent])
        case passing
    }

    private let tracker: any AnalyticsTracker
    private let mode = Mutex(Mode.holding([]))

    init(_ tracker: any AnalyticsTracker) {
        self.tracker = tracker
    }

    func track(_ event: AnalyticsEvent) {
        let passes = mode.withLock { mode in
            guard case .holding(var held) = mode else { return true }
            // Taken out of the enum first, so the array is appended in place, not copied per event.
            mode = .passing
            held.append(event)
            mode = .holding(held)
            return false
        }
        if passes { tracker.track(event) }
    }

    /// Sends every held event, in order, and lets later ones pass.
    func release() {
        let held = mode.withLock { mode in
            defer { mode = .passing }
            guard case .holding(let held) = mode else { return [AnalyticsEvent]() }
            return held
        }
        held.forEach(tracker.track)
    }

    /// Drops every held event and lets later ones pass.
    func discard() {
        mode.withLock { $0 = .passing }
    }
}

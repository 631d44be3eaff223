import Analytics
import AnalyticsTesting
import Synchronization
import Testing

@Suite struct AnalyticsFanOutTests {
    struct TrackersDisagree: Error, CustomStringConvertible {
        let description = "the trackers behind the fan-out recorded different events"
    }

    /// Notes in a shared log which tracker saw each event, so the order across trackers shows.
    final class CallLog: Sendable {
        let entries = Mutex<[String]>([])
    }

    struct NamedTracker: AnalyticsTracker {
        let name: String
        let log: CallLog

        func track(_ event: AnalyticsEvent) {
            log.entries.withLock { $0.append("\(name):\(event.name)") }
        }
    }

    @Test func satisfiesTheTrackerContractAndEveryTrackerSeesTheSameEvents() async throws {
        try await AnalyticsTrackerContract {
            let first = RecordingTracker()
            let second = RecordingTracker()
            return TrackerUnderTest(AnalyticsFanOut([first, second])) {
                // Concurrent callers may interleave differently per tracker: agree on the set, not an order.
                guard Self.counted(first.events) == Self.counted(second.events) else { throw TrackersDisagree() }
                return first.events.map(ObservedAnalyticsEvent.init)
            }
        }.verify()
    }

    private static func counted(_ events: [AnalyticsEvent]) -> [AnalyticsEvent: Int] {
        Dictionary(events.map { ($0, 1) }, uniquingKeysWith: +)
    }

    /// With no trackers it drops every event: how analytics is turned off.
    @Test func emptyFanOutSatisfiesTheTrackerContract() async throws {
        try await AnalyticsTrackerContract { TrackerUnderTest(AnalyticsFanOut([]), recordedEvents: nil) }.verify()
    }

    @Test func sendsEachEventToTheTrackersInTheOrderGiven() {
        let log = CallLog()
        let fanOut = AnalyticsFanOut(["third", "first", "second"].map { NamedTracker(name: $0, log: log) })

        fanOut.track(AnalyticsEvent(name: "opened"))
        fanOut.track(AnalyticsEvent(name: "closed"))

        #expect(
            log.entries.withLock { $0 } == [
                "third:opened", "first:opened", "second:opened", "third:closed", "first:closed", "second:closed",
            ])
    }
}

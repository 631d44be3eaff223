import Analytics
import AnalyticsTesting
import Testing

@Suite struct RecordingTrackerTests {
    @Test func satisfiesTheTrackerContract() async throws {
        try await AnalyticsTrackerContract {
            let tracker = RecordingTracker()
            return TrackerUnderTest(tracker) { tracker.events.map(ObservedAnalyticsEvent.init) }
        }.verify()
    }

    @Test func keepsTypedValuesAndFiltersByName() {
        let tracker = RecordingTracker()

        tracker.track(AnalyticsEvent(name: "a", parameters: ["n": .int(1)]))
        tracker.track(AnalyticsEvent(name: "b"))
        tracker.track(AnalyticsEvent(name: "a", parameters: ["n": .double(2)]))

        #expect(tracker.events(named: "a").map(\.parameters) == [["n": .int(1)], ["n": .double(2)]])
    }
}

import Analytics
import AnalyticsTesting
import LaunchesFeature
import MosaicAnalytics
import Testing

/// The team's own `Analytics` module beside Mosaic's port, taken under the name `MosaicAnalytics`.
@MainActor
@Suite struct LaunchesLineAnalyticsTests {
    @Test func eachLaunchesEventIsTrackedUnderThePlansNameWithItsSurface() {
        let tracker = RecordingTracker()
        let analytics = LaunchesLineAnalytics(tracker: tracker)
        analytics.receive(.tabChanged(.past))
        analytics.receive(.refreshed(.upcoming))
        analytics.receive(.launchViewed(id: "5eb87cd9ffd86e000604b32a"))
        #expect(
            tracker.events == [
                AnalyticsEvent(name: "Launches Tab Changed", parameters: ["surface": "launches-lines", "tab": "past"]),
                AnalyticsEvent(
                    name: "Launches Refreshed", parameters: ["surface": "launches-lines", "tab": "upcoming"]),
                AnalyticsEvent(
                    name: "Launch Viewed",
                    parameters: ["surface": "launches-lines", "launch_id": "5eb87cd9ffd86e000604b32a"]),
            ])
    }
}

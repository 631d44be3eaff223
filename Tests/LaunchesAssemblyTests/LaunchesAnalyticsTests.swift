import Analytics
import AnalyticsTesting
import LaunchesFeature
import Testing

@testable import LaunchesAssembly

/// Each launches event becomes the analytics event it has always been sent as.
@Suite("Launches analytics")
@MainActor
struct LaunchesAnalyticsTests {
    @Test(arguments: [
        (
            LaunchesEvent.launchViewed(id: "5eb87d42ffd86e000604b384"),
            AnalyticsEvent(name: "launch_viewed", parameters: ["id": .string("5eb87d42ffd86e000604b384")])
        ),
        (.tabChanged(.past), AnalyticsEvent(name: "launches_tab_changed", parameters: ["tab": .string("past")])),
        (.refreshed(.upcoming), AnalyticsEvent(name: "launches_refreshed", parameters: ["tab": .string("upcoming")])),
    ])
    func eachEventIsItsAnalyticsEventWithItsIdOrTab(event: LaunchesEvent, expected: AnalyticsEvent) {
        #expect(LaunchesAnalytics.analyticsEvent(for: event) == expected)
    }

    @Test func receivingAnEventTracksIt() {
        let tracker = RecordingTracker()
        let analytics = LaunchesAnalytics(tracker: tracker)
        analytics.receive(.tabChanged(.upcoming))
        analytics.receive(.refreshed(.upcoming))
        #expect(tracker.events.map(\.name) == ["launches_tab_changed", "launches_refreshed"])
    }
}

import Analytics
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
}

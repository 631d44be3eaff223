import Analytics
import AnalyticsTesting
import GuidomiaFeature
import Testing

@testable import GuidomiaAssembly

/// Each Guidomia event becomes the analytics event it has always been sent as.
@Suite("Guidomia analytics")
@MainActor
struct GuidomiaAnalyticsTests {
    @Test func aFilterChangeIsCarsFilterChangedWithBothFilters() {
        #expect(
            GuidomiaAnalytics.analyticsEvent(for: .filterChanged(make: "BMW", model: "3300i"))
                == AnalyticsEvent(
                    name: "cars_filter_changed", parameters: ["make": .string("BMW"), "model": .string("3300i")]))
    }

    @Test func aFilterResetToAnyIsSentAsAny() {
        #expect(
            GuidomiaAnalytics.analyticsEvent(for: .filterChanged(make: nil, model: nil))
                == AnalyticsEvent(
                    name: "cars_filter_changed", parameters: ["make": .string("any"), "model": .string("any")]))
    }

    @Test func receivingAnEventTracksIt() {
        let tracker = RecordingTracker()
        GuidomiaAnalytics(tracker: tracker).receive(.filterChanged(make: "Alpine", model: nil))
        #expect(tracker.events.map(\.name) == ["cars_filter_changed"])
    }
}

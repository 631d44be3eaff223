import Analytics
import AnalyticsTesting
import DealershipFeature
import Testing

@testable import DealershipAssembly

/// Each event the dealerships report becomes the analytics event it has always been.
@MainActor
@Suite struct DealershipAnalyticsTests {
    /// A filter change keeps the selected types in order, and an empty selection is still sent.
    @Test(arguments: [
        (DealershipEvent.dealershipShown(id: "d1"), "dealership_viewed", ["id": AnalyticsValue.string("d1")]),
        (
            .vehicleFilterChanged(dealershipID: "d1", selectedTypeNames: ["jetSki", "rv"]), "vehicle_filter_changed",
            ["id": .string("d1"), "selected_types": .strings(["jetSki", "rv"])]
        ),
        (
            .vehicleFilterChanged(dealershipID: "d1", selectedTypeNames: []), "vehicle_filter_changed",
            ["id": .string("d1"), "selected_types": .strings([])]
        ),
    ])
    func eachEventIsItsAnalyticsEventWithItsParameters(
        event: DealershipEvent, name: String, parameters: [String: AnalyticsValue]
    ) {
        let tracker = RecordingTracker()
        DealershipAnalytics(tracker: tracker).receive(event)
        #expect(tracker.events == [AnalyticsEvent(name: name, parameters: parameters)])
    }
}

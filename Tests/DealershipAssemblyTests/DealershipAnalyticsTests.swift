import Analytics
import AnalyticsTesting
import DealershipFeature
import Testing

@testable import DealershipAssembly

/// Each event the dealerships report becomes the analytics event it has always been.
@MainActor
@Suite struct DealershipAnalyticsTests {
    let tracker = RecordingTracker()

    @Test func aShownDealershipIsDealershipViewedWithItsID() {
        DealershipAnalytics(tracker: tracker).receive(.dealershipShown(id: "d1"))
        #expect(tracker.events == [AnalyticsEvent(name: "dealership_viewed", parameters: ["id": .string("d1")])])
    }

    @Test func aFilterChangeIsVehicleFilterChangedWithTheSelectedTypesInOrder() {
        DealershipAnalytics(tracker: tracker).receive(
            .vehicleFilterChanged(dealershipID: "d1", selectedTypeNames: ["jetSki", "rv"]))
        DealershipAnalytics(tracker: tracker).receive(.vehicleFilterChanged(dealershipID: "d1", selectedTypeNames: []))
        #expect(
            tracker.events == [
                AnalyticsEvent(
                    name: "vehicle_filter_changed",
                    parameters: ["id": .string("d1"), "selected_types": .strings(["jetSki", "rv"])]),
                AnalyticsEvent(
                    name: "vehicle_filter_changed", parameters: ["id": .string("d1"), "selected_types": .strings([])]),
            ])
    }
}

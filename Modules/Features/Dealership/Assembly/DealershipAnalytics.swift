import Analytics
import DealershipFeature

/// The dealership events as analytics: the one place that names the slice's analytics events.
struct DealershipAnalytics: DealershipEventSink {
    let tracker: any AnalyticsTracker

    func receive(_ event: DealershipEvent) {
        switch event {
        case .dealershipShown(let id):
            tracker.track(AnalyticsEvent(name: "dealership_viewed", parameters: ["id": .string(id)]))
        case .vehicleFilterChanged(let dealershipID, let selectedTypeNames):
            tracker.track(
                AnalyticsEvent(
                    name: "vehicle_filter_changed",
                    parameters: ["id": .string(dealershipID), "selected_types": .strings(selectedTypeNames)]))
        }
    }
}

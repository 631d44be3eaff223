import Analytics
import GuidomiaFeature

/// Turns the Guidomia screen's events into analytics events; the only place the slice names one.
struct GuidomiaAnalytics: GuidomiaEventSink {
    let tracker: any AnalyticsTracker

    func receive(_ event: GuidomiaEvent) {
        tracker.track(Self.analyticsEvent(for: event))
    }

    static func analyticsEvent(for event: GuidomiaEvent) -> AnalyticsEvent {
        switch event {
        case .filterChanged(let make, let model):
            // Both filters are sent, `any` for a reset one.
            AnalyticsEvent(
                name: "cars_filter_changed",
                parameters: ["make": .string(make ?? "any"), "model": .string(model ?? "any")])
        }
    }
}

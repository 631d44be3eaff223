import Analytics
import LaunchesFeature

/// Turns the launches feature's events into analytics events; the only place the slice names one.
struct LaunchesAnalytics: LaunchesEventSink {
    let tracker: any AnalyticsTracker

    func receive(_ event: LaunchesEvent) {
        tracker.track(Self.analyticsEvent(for: event))
    }

    static func analyticsEvent(for event: LaunchesEvent) -> AnalyticsEvent {
        switch event {
        case .launchViewed(let id):
            AnalyticsEvent(name: "launch_viewed", parameters: ["id": .string(id)])
        case .tabChanged(let tab):
            AnalyticsEvent(name: "launches_tab_changed", parameters: ["tab": .string(tab.rawValue)])
        case .refreshed(let tab):
            AnalyticsEvent(name: "launches_refreshed", parameters: ["tab": .string(tab.rawValue)])
        }
    }
}

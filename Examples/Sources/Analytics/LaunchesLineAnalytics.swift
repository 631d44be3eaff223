public import LaunchesFeature
public import MosaicAnalytics

/// What the user did in the launches line client, as the events this team's analytics plan names
/// them. The team's own module is called `Analytics`, as Mosaic's port is, so Package.swift takes
/// the port with `moduleAliases: ["Analytics": "MosaicAnalytics"]` and this file imports that name.
public struct LaunchesLineAnalytics: LaunchesEventSink {
    private let tracker: any AnalyticsTracker

    public init(tracker: any AnalyticsTracker) {
        self.tracker = tracker
    }

    public func receive(_ event: LaunchesEvent) {
        tracker.track(Self.analyticsEvent(for: event))
    }

    private static let surface: AnalyticsValue = "launches-lines"

    static func analyticsEvent(for event: LaunchesEvent) -> AnalyticsEvent {
        switch event {
        case .tabChanged(let tab):
            AnalyticsEvent(
                name: "Launches Tab Changed", parameters: ["surface": surface, "tab": .string(tab.rawValue)])
        case .refreshed(let tab):
            AnalyticsEvent(name: "Launches Refreshed", parameters: ["surface": surface, "tab": .string(tab.rawValue)])
        case .launchViewed(let id):
            AnalyticsEvent(name: "Launch Viewed", parameters: ["surface": surface, "launch_id": .string(id)])
        }
    }
}

public import Analytics

/// The analytics events the launches feature sends.
public enum LaunchesAnalyticsEvents {
    /// A launch's detail was shown.
    public static func launchViewed(id: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "launch_viewed", parameters: ["id": .string(id)])
    }

    /// The user switched between the Upcoming and Past lists.
    public static func tabChanged(to tab: LaunchesTab) -> AnalyticsEvent {
        AnalyticsEvent(name: "launches_tab_changed", parameters: ["tab": .string(tab.rawValue)])
    }
}

public import Analytics

/// The analytics events this feature sends.
public enum DealershipAnalyticsEvents {
    /// A dealership's detail screen finished loading.
    public static func dealershipViewed(id: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "dealership_viewed", parameters: ["id": .string(id)])
    }

    /// The user changed which vehicle types are shown; `selectedTypeNames` are type `name`s
    /// in the order the filter buttons show them.
    public static func vehicleFilterChanged(dealershipID: String, selectedTypeNames: [String]) -> AnalyticsEvent {
        AnalyticsEvent(
            name: "vehicle_filter_changed",
            parameters: ["id": .string(dealershipID), "selected_types": .strings(selectedTypeNames)]
        )
    }
}

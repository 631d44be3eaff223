public import Analytics

/// The analytics events Guidomia sends.
public enum GuidomiaAnalyticsEvents {
    /// The value sent for a filter reset to "any".
    public static let anyValue = "any"

    /// The make or model filter changed; both are sent, `any` for a reset filter.
    public static func filterChanged(make: String?, model: String?) -> AnalyticsEvent {
        AnalyticsEvent(
            name: "cars_filter_changed",
            parameters: ["make": .string(make ?? anyValue), "model": .string(model ?? anyValue)]
        )
    }
}

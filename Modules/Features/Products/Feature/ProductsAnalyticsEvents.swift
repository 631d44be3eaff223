public import Analytics

/// The Chloé shop's analytics events.
public enum ProductsAnalyticsEvents {
    /// A department's product list was shown.
    public static func productListViewed(department: Department) -> AnalyticsEvent {
        AnalyticsEvent(name: "product_list_viewed", parameters: ["department": .string(department.code)])
    }

    /// A product's detail was shown.
    public static func productViewed(code: ProductCode) -> AnalyticsEvent {
        AnalyticsEvent(name: "product_viewed", parameters: ["code8": .string(code.rawValue)])
    }
}

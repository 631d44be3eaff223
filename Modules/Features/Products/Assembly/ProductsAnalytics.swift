import Analytics
import ProductsFeature

/// The shop's events as analytics: the one place that names the slice's analytics events.
struct ProductsAnalytics: ProductsEventSink {
    let tracker: any AnalyticsTracker

    func receive(_ event: ProductsEvent) {
        switch event {
        // Not counted: the list it opens reports itself once shown.
        case .departmentChosen: break
        case .productListShown(let department):
            tracker.track(
                AnalyticsEvent(name: "product_list_viewed", parameters: ["department": .string(department.code)]))
        case .productShown(let code):
            tracker.track(AnalyticsEvent(name: "product_viewed", parameters: ["code8": .string(code.rawValue)]))
        }
    }
}

import Analytics
import AnalyticsTesting
import ProductsFeature
import Testing

@testable import ProductsAssembly

/// Each event the shop reports becomes the analytics event it has always been, or none.
@MainActor
@Suite struct ProductsAnalyticsTests {
    @Test(arguments: [
        (
            ProductsEvent.productListShown(.bags),
            [AnalyticsEvent(name: "product_list_viewed", parameters: ["department": .string("nwrrvlsbgs")])]
        ),
        (
            .productShown(ProductCode("59031539")!),
            [AnalyticsEvent(name: "product_viewed", parameters: ["code8": .string("59031539")])]
        ),
        (.departmentChosen(.dresses), []),
    ])
    func eachEventIsItsAnalyticsEventAndAChosenDepartmentIsNotCounted(
        event: ProductsEvent, expected: [AnalyticsEvent]
    ) {
        let tracker = RecordingTracker()
        ProductsAnalytics(tracker: tracker).receive(event)
        #expect(tracker.events == expected)
    }
}

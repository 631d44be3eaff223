import Analytics
import AnalyticsTesting
import ProductsFeature
import Testing

@testable import ProductsAssembly

/// Each event the shop reports becomes the analytics event it has always been, or none.
@MainActor
@Suite struct ProductsAnalyticsTests {
    let tracker = RecordingTracker()

    @Test func aShownListIsProductListViewedWithItsDepartment() {
        ProductsAnalytics(tracker: tracker).receive(.productListShown(.bags))
        #expect(
            tracker.events == [
                AnalyticsEvent(name: "product_list_viewed", parameters: ["department": .string("nwrrvlsbgs")])
            ])
    }

    @Test func aShownProductIsProductViewedWithItsCode8() throws {
        let code = try #require(ProductCode("59031539"))
        ProductsAnalytics(tracker: tracker).receive(.productShown(code))
        #expect(tracker.events == [AnalyticsEvent(name: "product_viewed", parameters: ["code8": .string("59031539")])])
    }

    @Test func aChosenDepartmentIsNotCounted() {
        ProductsAnalytics(tracker: tracker).receive(.departmentChosen(.dresses))
        #expect(tracker.events.isEmpty)
    }
}

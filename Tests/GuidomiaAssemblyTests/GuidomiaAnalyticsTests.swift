import Analytics
import GuidomiaFeature
import Testing

@testable import GuidomiaAssembly

/// Each Guidomia event becomes the analytics event it has always been sent as.
@Suite("Guidomia analytics")
@MainActor
struct GuidomiaAnalyticsTests {
    /// A filter reset to any is sent as `any`.
    @Test(arguments: [("BMW", "3300i", "BMW", "3300i"), (nil, nil, "any", "any")])
    func aFilterChangeIsCarsFilterChangedWithBothFilters(
        make: String?, model: String?, sentMake: String, sentModel: String
    ) {
        #expect(
            GuidomiaAnalytics.analyticsEvent(for: .filterChanged(make: make, model: model))
                == AnalyticsEvent(
                    name: "cars_filter_changed", parameters: ["make": .string(sentMake), "model": .string(sentModel)]))
    }
}

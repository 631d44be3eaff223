import FeatureFlagsTesting
import Foundation
import ProductsTesting
import Testing

@testable import ProductsFeature

@MainActor
@Suite struct ProductDetailViewModelTests {
    let events = RecordingProductsEventSink()
    let router = RecordingProductsRouter()

    func makeViewModel(
        _ api: RecordingProductsAPI = RecordingProductsAPI(), flags: StubFeatureFlags = StubFeatureFlags(),
        product: ProductSummary = ProductsFixtures.summary()
    ) -> ProductDetailViewModel {
        ProductDetailViewModel(
            product: product, department: .dresses, client: api.client, flags: flags, events: events, router: router)
    }

    @Test func showsTheListDataAndTheItemAPIExtrasAndReportsTheViewOnce() async {
        let api = RecordingProductsAPI()
        let model = makeViewModel(api)
        #expect(model.state.modelName == "Dress 1")
        #expect(model.state.imageURL?.absoluteString == "https://cdn.yoox.biz/59/59000001AB_24_F.jpg")
        await model.load()
        #expect(api.calls == ["extras 59000001"])
        #expect(model.state.colors == ["Black", "Ivory"])
        #expect(model.state.sizes == ["34", "36"])
        #expect(model.state.phase == .loaded)
        #expect(model.state.extras == .loaded(ProductsFixtures.extras))
        await model.load()
        #expect(api.calls == ["extras 59000001"])
        #expect(events.events == [.productShown(ProductCode("59000001")!)])
    }

    @Test(arguments: [
        ProductsError.notFound("product 59000001 was not found"), .unreachable("the YOOX shop failed: HTTP 500"),
    ])
    func whenTheItemAPIFailsTheListDataStaysAndTheRestIsUnavailable(failure: ProductsError) async {
        let model = makeViewModel(RecordingProductsAPI(extras: { _ throws(ProductsError) in throw failure }))
        await model.load()
        #expect(model.state.modelName == "Dress 1")
        #expect(model.state.macroCategory == "Dresses")
        #expect(model.state.microCategory == "Midi dress")
        #expect(model.state.price.text == "£1,390.00")
        #expect(model.state.sizes == ["36"])
        #expect(model.state.colors.isEmpty)
        #expect(model.state.phase == .loaded)
        #expect(model.state.extras == .unavailable("More details are unavailable: \(failure)."))
    }

    @Test func aFailedItemRequestCanBeRetriedWithoutCountingAnotherView() async {
        let failing = StubOutage(on: true)
        let api = RecordingProductsAPI(extras: { _ throws(ProductsError) in
            if failing.isOn { throw .unreachable("the YOOX shop cannot be reached: timed out") }
            return ProductsFixtures.extras
        })
        let model = makeViewModel(api)
        await model.load()
        failing.isOn = false
        await model.load()
        #expect(model.state.colors == ["Black", "Ivory"])
        #expect(events.events == [.productShown(ProductCode("59000001")!)])
    }

    @Test func itemDetailsFlagOffMakesNoItemAPIRequest() async {
        let api = RecordingProductsAPI()
        let model = makeViewModel(api, flags: StubFeatureFlags([ProductsFlags.itemDetails: false]))
        await model.load()
        #expect(api.calls.isEmpty)
        #expect(model.state.extras == .turnedOff)
        #expect(model.state.sizes == ["36"])
    }

    @Test func showDiscountsFlagDecidesTheDetailPrice() {
        let product = ProductsFixtures.summary(full: 139_000, discounted: 97_350)
        let on = makeViewModel(flags: StubFeatureFlags([ProductsFlags.showDiscounts: true]), product: product)
        #expect(on.state.price.text == "£973.50 (was £1,390.00)")
        let off = makeViewModel(flags: StubFeatureFlags([ProductsFlags.showDiscounts: false]), product: product)
        #expect(off.state.price.text == "£1,390.00")
    }

    @Test func backGoesToTheDepartmentsList() {
        let model = makeViewModel()
        model.back()
        #expect(router.shown == [.department(code: "drsss")])
        #expect(model.state.backTitle == "Dresses")
    }
}

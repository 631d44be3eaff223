import FeatureFlagsTesting
import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import ProductsFeature

@MainActor
@Suite struct ProductDetailViewModelTests {
    let events = RecordingProductsEventSink()
    let router = RecordingProductsRouter()

    func makeViewModel(
        _ client: StubHTTPClient, flags: StaticFeatureFlags = StaticFeatureFlags(),
        product: ProductSummary = ProductsFixtures.summary()
    ) -> ProductDetailViewModel {
        ProductDetailViewModel(
            product: product, department: .dresses,
            service: ProductsService(client: client, baseURL: ProductsFixtures.baseURL),
            flags: flags, events: events, router: router)
    }

    @Test func showsTheListDataAndTheItemAPIExtras() async {
        let client = StubHTTPClient { _ in .json(ProductsFixtures.itemBody) }
        let model = makeViewModel(client)
        #expect(model.state.modelName == "Dress 1")
        #expect(model.state.imageURL?.absoluteString == "https://cdn.yoox.biz/59/59000001AB_24_F.jpg")
        await model.load()
        #expect(client.requests.map(\.url.path) == ["/Item.API/1.0/CHLOE_GB/item/59000001.json"])
        #expect(model.state.colors == ["Black", "Ivory"])
        #expect(model.state.sizes == ["34", "36"])
        #expect(model.state.phase == .loaded)
        guard case .loaded(let extras)? = model.state.extras else {
            Issue.record("expected extras, got \(model.state.extras)")
            return
        }
        #expect(extras.fabric == "100% Silk")
        #expect(extras.madeIn == "Italy")
    }

    @Test(arguments: [404, 500])
    func whenTheItemAPIFailsTheListDataStaysAndTheRestIsUnavailable(status: Int) async {
        let client = StubHTTPClient { _ in HTTPResponse(statusCode: status) }
        let model = makeViewModel(client)
        await model.load()
        #expect(model.state.modelName == "Dress 1")
        #expect(model.state.macroCategory == "Dresses")
        #expect(model.state.microCategory == "Midi dress")
        #expect(model.state.price.text == "£1,390.00")
        #expect(model.state.sizes == ["36"])
        #expect(model.state.colors.isEmpty)
        #expect(model.state.phase == .loaded)
        guard case .unavailable(let message)? = model.state.extras else {
            Issue.record("expected unavailable extras, got \(model.state.extras)")
            return
        }
        #expect(message.hasPrefix("More details are unavailable"))
    }

    @Test func aFailedItemRequestCanBeRetriedWithoutCountingAnotherView() async {
        let failing = FailSwitch(on: true)
        let client = StubHTTPClient { request throws(NetworkingError) in
            if failing.isOn { throw .timedOut(url: request.url) }
            return .json(ProductsFixtures.itemBody)
        }
        let model = makeViewModel(client)
        await model.load()
        failing.isOn = false
        await model.load()
        #expect(model.state.colors == ["Black", "Ivory"])
        #expect(events.events == [.productShown(ProductCode("59000001")!)])
    }

    @Test func itemDetailsFlagOffMakesNoItemAPIRequest() async {
        let client = StubHTTPClient { _ in .json(ProductsFixtures.itemBody) }
        let model = makeViewModel(client, flags: StaticFeatureFlags([ProductsFlags.itemDetails: false]))
        await model.load()
        #expect(client.requests.isEmpty)
        #expect(model.state.extras == .turnedOff)
        #expect(model.state.sizes == ["36"])
    }

    @Test func showDiscountsFlagDecidesTheDetailPrice() {
        let client = StubHTTPClient { _ in .json(ProductsFixtures.itemBody) }
        let product = ProductsFixtures.summary(full: 139_000, discounted: 97_350)
        let on = makeViewModel(client, flags: StaticFeatureFlags([ProductsFlags.showDiscounts: true]), product: product)
        #expect(on.state.price.text == "£973.50 (was £1,390.00)")
        let off = makeViewModel(
            client, flags: StaticFeatureFlags([ProductsFlags.showDiscounts: false]), product: product)
        #expect(off.state.price.text == "£1,390.00")
    }

    @Test func reportsTheProductViewWithItsCode() async {
        let model = makeViewModel(StubHTTPClient { _ in .json(ProductsFixtures.itemBody) })
        await model.load()
        await model.load()
        #expect(events.events == [.productShown(ProductCode("59000001")!)])
    }

    @Test func backGoesToTheDepartmentsList() {
        let model = makeViewModel(StubHTTPClient { _ in .json(ProductsFixtures.itemBody) })
        model.back()
        #expect(router.shown == [.department(.dresses)])
        #expect(model.state.backTitle == "Dresses")
    }
}

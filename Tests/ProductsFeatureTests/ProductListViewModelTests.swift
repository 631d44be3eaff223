import FeatureFlagsTesting
import Foundation
import ProductsTesting
import Testing

@testable import ProductsFeature

@MainActor
@Suite struct ProductListViewModelTests {
    let events = RecordingProductsEventSink()
    let router = RecordingProductsRouter()

    func makeViewModel(
        _ api: RecordingProductsAPI, flags: StubFeatureFlags = StubFeatureFlags(), firstPage: Int = 1
    ) -> ProductListViewModel {
        ProductListViewModel(
            department: .dresses, client: api.client, flags: flags, events: events, router: router,
            firstPage: firstPage)
    }

    @Test func firstPageShowsFiftyRowsAndKnowsThereIsMore() async {
        let api = RecordingProductsAPI { number, _ in ProductsFixtures.page(number, of: 62) }
        let model = makeViewModel(api)
        await model.load()
        #expect(model.state.rows.count == 50)
        #expect(model.state.paging.total == 62)
        #expect(model.state.paging.hasMore)
        #expect(model.state.phase == .loaded)
        #expect(model.state.rows[0].title == "Dress 0")
        #expect(model.state.rows[0].thumbnailURL?.absoluteString == "https://cdn.yoox.biz/59/59000000AB_8_F.jpg")
    }

    @Test func loadsTheNextPageOnlyNearTheEndAndStopsAtTotalResults() async {
        let api = RecordingProductsAPI { number, _ in ProductsFixtures.page(number, of: 62) }
        let model = makeViewModel(api)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 20)
        #expect(api.calls.count == 1)
        await model.loadNextPageIfNeeded(currentIndex: 45)
        #expect(api.calls == ["page 1 of drsss", "page 2 of drsss"])
        #expect(model.state.rows.count == 62)
        #expect(!model.state.paging.hasMore)
        await model.loadNextPageIfNeeded(currentIndex: 61)
        await model.loadNextPage()
        #expect(api.calls.count == 2)
        #expect(events.events == [.productListShown(.dresses)], "the view is reported once, with its department")
    }

    @Test func neverLoadsTwoPagesAtOnce() async {
        let api = RecordingProductsAPI { number, _ in
            try? await Task.sleep(for: .milliseconds(30))
            return ProductsFixtures.page(number, of: 120)
        }
        let model = makeViewModel(api)
        await model.load()
        async let first: Void = model.loadNextPageIfNeeded(currentIndex: 49)
        async let second: Void = model.loadNextPageIfNeeded(currentIndex: 49)
        _ = await (first, second)
        #expect(api.calls == ["page 1 of drsss", "page 2 of drsss"])
        #expect(model.state.rows.count == 100)
    }

    @Test func aFailedPageKeepsTheRowsAndCanBeRetried() async {
        let failSecondPage = StubOutage(on: true)
        let failure = ProductsError.unreachable("the YOOX shop failed: HTTP 503")
        let api = RecordingProductsAPI { number, _ throws(ProductsError) in
            if number == 2, failSecondPage.isOn { throw failure }
            return ProductsFixtures.page(number, of: 62)
        }
        let model = makeViewModel(api)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 49)
        #expect(model.state.rows.count == 50)
        #expect(model.state.phase == .loaded)
        #expect(model.state.paging.loadMoreError == failure.description)
        #expect(model.state.paging.hasMore)
        failSecondPage.isOn = false
        await model.loadNextPage()
        #expect(model.state.rows.count == 62)
        #expect(model.state.paging.loadMoreError == nil)
        #expect(model.state.phase == .loaded)
    }

    @Test func aFailedFirstPageCanBeRetried() async {
        let failing = StubOutage(on: true)
        let api = RecordingProductsAPI { number, _ throws(ProductsError) in
            if failing.isOn { throw .unreachable("the YOOX shop cannot be reached: offline") }
            return ProductsFixtures.page(number, of: 3)
        }
        let model = makeViewModel(api)
        await model.load()
        #expect(model.state.rows.isEmpty)
        #expect(model.state.phase == .failed("the YOOX shop cannot be reached: offline"))
        failing.isOn = false
        await model.loadNextPage()
        #expect(model.state.rows.count == 3)
        #expect(!model.state.paging.hasMore)
    }

    @Test func anEmptyDepartmentHasNoRowsAndNothingMore() async {
        let model = makeViewModel(RecordingProductsAPI { number, _ in ProductsFixtures.page(number, of: 0) })
        await model.load()
        #expect(model.state.rows.isEmpty)
        #expect(!model.state.paging.hasMore)
        #expect(model.state.phase == .loaded)
    }

    @Test func startsFromTheRequestedPage() async {
        let api = RecordingProductsAPI { number, _ in ProductsFixtures.page(number, of: 62) }
        let model = makeViewModel(api, firstPage: 2)
        await model.load()
        #expect(api.calls == ["page 2 of drsss"])
        #expect(model.state.rows.first?.title == "Dress 50")
        #expect(!model.state.paging.hasMore)
    }

    @Test func showDiscountsFlagDecidesWhetherRowsShowTheSalePrice() async {
        let api = RecordingProductsAPI { number, _ in
            ProductPage(
                number: number, products: [ProductsFixtures.summary(index: 0, full: 139_000, discounted: 97_350)],
                total: 1)
        }
        let on = makeViewModel(api, flags: StubFeatureFlags([ProductsFlags.showDiscounts: true]))
        await on.load()
        #expect(on.state.rows.first?.price.text == "£973.50 (was £1,390.00)")
        let off = makeViewModel(api, flags: StubFeatureFlags([ProductsFlags.showDiscounts: false]))
        await off.load()
        #expect(off.state.rows.first?.price.text == "£1,390.00")
    }

    @Test func selectingARowOpensItsDetailAndBackGoesHome() async {
        let model = makeViewModel(RecordingProductsAPI())
        await model.load()
        #expect(model.select(code8: ProductsFixtures.code8(1)))
        #expect(!model.select(code8: "00000000"))
        model.back()
        #expect(
            router.shown == [.product(code8: ProductsFixtures.code8(1), departmentCode: "drsss"), .departments])
        #expect(model.shownProduct(code8: ProductsFixtures.code8(1)) == ProductsFixtures.summary(index: 1))
    }
}

import FeatureFlagsTesting
import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import ProductsFeature

@MainActor
@Suite struct ProductListViewModelTests {
    let events = RecordingProductsEventSink()
    let router = RecordingProductsRouter()

    func makeViewModel(
        _ client: StubHTTPClient, flags: StaticFeatureFlags = StaticFeatureFlags(), firstPage: Int = 1
    ) -> ProductListViewModel {
        ProductListViewModel(
            department: .dresses, service: ProductsService(client: client, baseURL: ProductsFixtures.baseURL),
            flags: flags, events: events, router: router, firstPage: firstPage)
    }

    @Test func firstPageShowsFiftyRowsAndKnowsThereIsMore() async {
        let client = StubHTTPClient(handler: ProductsFixtures.department(total: 62))
        let model = makeViewModel(client)
        await model.load()
        #expect(model.state.rows.count == 50)
        #expect(model.state.paging.total == 62)
        #expect(model.state.paging.hasMore)
        #expect(model.state.phase == .loaded)
        #expect(model.state.rows[0].title == "Dress 0")
        #expect(model.state.rows[0].thumbnailURL?.absoluteString == "https://cdn.yoox.biz/59/59000000AB_8_F.jpg")
    }

    @Test func loadsTheNextPageOnlyNearTheEndAndStopsAtTotalResults() async {
        let client = StubHTTPClient(handler: ProductsFixtures.department(total: 62))
        let model = makeViewModel(client)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 20)
        #expect(client.requests.count == 1)
        await model.loadNextPageIfNeeded(currentIndex: 45)
        #expect(client.requests.map(ProductsFixtures.page) == [1, 2])
        #expect(model.state.rows.count == 62)
        #expect(!model.state.paging.hasMore)
        await model.loadNextPageIfNeeded(currentIndex: 61)
        await model.loadNextPage()
        #expect(client.requests.count == 2)
    }

    @Test func neverLoadsTwoPagesAtOnce() async {
        let inner = ProductsFixtures.department(total: 120)
        let client = StubHTTPClient { request throws(NetworkingError) in
            try? await Task.sleep(for: .milliseconds(30))
            return try await inner(request)
        }
        let model = makeViewModel(client)
        await model.load()
        async let first: Void = model.loadNextPageIfNeeded(currentIndex: 49)
        async let second: Void = model.loadNextPageIfNeeded(currentIndex: 49)
        _ = await (first, second)
        #expect(client.requests.map(ProductsFixtures.page) == [1, 2])
        #expect(model.state.rows.count == 100)
    }

    @Test func aFailedPageKeepsTheRowsAndCanBeRetried() async {
        let inner = ProductsFixtures.department(total: 62)
        let failSecondPage = FailSwitch(on: true)
        let client = StubHTTPClient { request throws(NetworkingError) in
            if ProductsFixtures.page(of: request) == 2, failSecondPage.isOn {
                return HTTPResponse(statusCode: 503)
            }
            return try await inner(request)
        }
        let model = makeViewModel(client)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 49)
        #expect(model.state.rows.count == 50)
        #expect(model.state.phase == .loaded)
        guard let message = model.state.paging.loadMoreError else {
            Issue.record("expected a failure, got \(model.state.paging)")
            return
        }
        // Reached, and failed on its side: the message must not send the shopper to their network.
        #expect(message.contains("the YOOX shop failed") && message.contains("HTTP 503"))
        #expect(model.state.paging.hasMore)
        failSecondPage.isOn = false
        await model.loadNextPage()
        #expect(model.state.rows.count == 62)
        #expect(model.state.paging.loadMoreError == nil)
        #expect(model.state.phase == .loaded)
    }

    @Test func aFailedFirstPageCanBeRetried() async {
        let failing = FailSwitch(on: true)
        let inner = ProductsFixtures.department(total: 3)
        let client = StubHTTPClient { request throws(NetworkingError) in
            if failing.isOn { throw .noConnection(url: request.url, reason: "offline") }
            return try await inner(request)
        }
        let model = makeViewModel(client)
        await model.load()
        #expect(model.state.rows.isEmpty)
        guard case .failed = model.state.phase else {
            Issue.record("expected a failure, got \(model.state.phase)")
            return
        }
        failing.isOn = false
        await model.loadNextPage()
        #expect(model.state.rows.count == 3)
        #expect(!model.state.paging.hasMore)
    }

    @Test func anEmptyDepartmentHasNoRowsAndNothingMore() async {
        let client = StubHTTPClient { _ in .json(ProductsFixtures.searchBody(0..<0, total: 0)) }
        let model = makeViewModel(client)
        await model.load()
        #expect(model.state.rows.isEmpty)
        #expect(!model.state.paging.hasMore)
        #expect(model.state.phase == .loaded)
    }

    @Test func startsFromTheRequestedPage() async {
        let client = StubHTTPClient(handler: ProductsFixtures.department(total: 62))
        let model = makeViewModel(client, firstPage: 2)
        await model.load()
        #expect(client.requests.map(ProductsFixtures.page) == [2])
        #expect(model.state.rows.first?.title == "Dress 50")
        #expect(!model.state.paging.hasMore)
    }

    @Test func reportsTheListViewOnceWithItsDepartment() async {
        let client = StubHTTPClient(handler: ProductsFixtures.department(total: 62))
        let model = makeViewModel(client)
        await model.load()
        await model.loadNextPage()
        #expect(events.events == [.productListShown(.dresses)])
    }

    @Test func showDiscountsFlagDecidesWhetherRowsShowTheSalePrice() async {
        let client = StubHTTPClient { _ in
            .json(ProductsFixtures.searchBody(0..<1, total: 1, fullPrice: "1390", discounted: "973.5"))
        }
        let on = makeViewModel(client, flags: StaticFeatureFlags([ProductsFlags.showDiscounts: true]))
        await on.load()
        #expect(on.state.rows.first?.price.text == "£973.50 (was £1,390.00)")
        let off = makeViewModel(client, flags: StaticFeatureFlags([ProductsFlags.showDiscounts: false]))
        await off.load()
        #expect(off.state.rows.first?.price.text == "£1,390.00")
    }

    @Test func selectingARowOpensItsDetailAndBackGoesHome() async {
        let client = StubHTTPClient(handler: ProductsFixtures.department(total: 3))
        let model = makeViewModel(client)
        await model.load()
        #expect(model.select(code8: ProductsFixtures.code8(1)))
        #expect(!model.select(code8: "00000000"))
        model.back()
        #expect(router.shown.count == 2)
        guard case .product(let product, let department) = router.shown.first else {
            Issue.record("expected a product's detail")
            return
        }
        #expect(product.code.rawValue == ProductsFixtures.code8(1))
        #expect(department == .dresses)
        #expect(router.shown.last == .departments)
    }
}

import Analytics
import AnalyticsTesting
import FeatureFlagsTesting
import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import ProductsFeature

@MainActor
@Suite struct ProductListViewModelTests {
    let tracker = RecordingTracker()
    let router = RecordingRouter()

    func makeViewModel(
        _ client: StubHTTPClient, flags: StaticFeatureFlags = StaticFeatureFlags(), firstPage: Int = 1
    ) -> ProductListViewModel {
        ProductListViewModel(
            department: .dresses, service: ProductsService(client: client, baseURL: YOOXTestData.baseURL),
            flags: flags, analytics: tracker, router: router, firstPage: firstPage)
    }

    @Test func firstPageShowsFiftyRowsAndKnowsThereIsMore() async {
        let client = StubHTTPClient(handler: YOOXTestData.department(total: 62))
        let model = makeViewModel(client)
        await model.load()
        #expect(model.state.rows.count == 50)
        #expect(model.state.totalResults == 62)
        #expect(model.state.hasMore)
        #expect(model.state.status == .loaded)
        #expect(model.state.rows[0].title == "Dress 0")
        #expect(model.state.rows[0].thumbnailURL?.absoluteString == "https://cdn.yoox.biz/59/59000000AB_8_F.jpg")
    }

    @Test func loadsTheNextPageOnlyNearTheEndAndStopsAtTotalResults() async {
        let client = StubHTTPClient(handler: YOOXTestData.department(total: 62))
        let model = makeViewModel(client)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 20)
        #expect(client.requests.count == 1)
        await model.loadNextPageIfNeeded(currentIndex: 45)
        #expect(client.requests.map(YOOXTestData.page) == [1, 2])
        #expect(model.state.rows.count == 62)
        #expect(!model.state.hasMore)
        await model.loadNextPageIfNeeded(currentIndex: 61)
        await model.loadNextPage()
        #expect(client.requests.count == 2)
    }

    @Test func neverLoadsTwoPagesAtOnce() async {
        let inner = YOOXTestData.department(total: 120)
        let client = StubHTTPClient { request throws(NetworkingError) in
            try? await Task.sleep(for: .milliseconds(30))
            return try await inner(request)
        }
        let model = makeViewModel(client)
        await model.load()
        async let first: Void = model.loadNextPageIfNeeded(currentIndex: 49)
        async let second: Void = model.loadNextPageIfNeeded(currentIndex: 49)
        _ = await (first, second)
        #expect(client.requests.map(YOOXTestData.page) == [1, 2])
        #expect(model.state.rows.count == 100)
    }

    @Test func aFailedPageKeepsTheRowsAndCanBeRetried() async {
        let inner = YOOXTestData.department(total: 62)
        let failSecondPage = FailSwitch(on: true)
        let client = StubHTTPClient { request throws(NetworkingError) in
            if YOOXTestData.page(of: request) == 2, failSecondPage.isOn {
                return HTTPResponse(statusCode: 503)
            }
            return try await inner(request)
        }
        let model = makeViewModel(client)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 49)
        #expect(model.state.rows.count == 50)
        guard case .failed(let message) = model.state.status else {
            Issue.record("expected a failure, got \(model.state.status)")
            return
        }
        // Reached, and failed on its side: the message must not send the shopper to their network.
        #expect(message.contains("the YOOX shop failed") && message.contains("HTTP 503"))
        #expect(model.state.hasMore)
        failSecondPage.isOn = false
        await model.loadNextPage()
        #expect(model.state.rows.count == 62)
        #expect(model.state.status == .loaded)
    }

    @Test func aFailedFirstPageCanBeRetried() async {
        let failing = FailSwitch(on: true)
        let inner = YOOXTestData.department(total: 3)
        let client = StubHTTPClient { request throws(NetworkingError) in
            if failing.isOn { throw .noConnection(url: request.url, reason: "offline") }
            return try await inner(request)
        }
        let model = makeViewModel(client)
        await model.load()
        #expect(model.state.rows.isEmpty)
        guard case .failed = model.state.status else {
            Issue.record("expected a failure")
            return
        }
        failing.isOn = false
        await model.loadNextPage()
        #expect(model.state.rows.count == 3)
        #expect(!model.state.hasMore)
    }

    @Test func anEmptyDepartmentHasNoRowsAndNothingMore() async {
        let client = StubHTTPClient { _ in .json(YOOXTestData.searchBody(0..<0, total: 0)) }
        let model = makeViewModel(client)
        await model.load()
        #expect(model.state.rows.isEmpty)
        #expect(!model.state.hasMore)
        #expect(model.state.status == .loaded)
    }

    @Test func startsFromTheRequestedPage() async {
        let client = StubHTTPClient(handler: YOOXTestData.department(total: 62))
        let model = makeViewModel(client, firstPage: 2)
        await model.load()
        #expect(client.requests.map(YOOXTestData.page) == [2])
        #expect(model.state.rows.first?.title == "Dress 50")
        #expect(!model.state.hasMore)
    }

    @Test func tracksTheListViewOnceWithItsDepartment() async {
        let client = StubHTTPClient(handler: YOOXTestData.department(total: 62))
        let model = makeViewModel(client)
        await model.load()
        await model.loadNextPage()
        let events = tracker.events(named: "product_list_viewed")
        #expect(events.count == 1)
        #expect(events.first?.parameters["department"] == .string("drsss"))
    }

    @Test func showDiscountsFlagDecidesWhetherRowsShowTheSalePrice() async {
        let client = StubHTTPClient { _ in
            .json(YOOXTestData.searchBody(0..<1, total: 1, fullPrice: "1390", discounted: "973.5"))
        }
        let on = makeViewModel(client, flags: StaticFeatureFlags([ProductsFlags.showDiscounts: true]))
        await on.load()
        #expect(on.state.rows.first?.price.text == "£973.50 (was £1,390.00)")
        let off = makeViewModel(client, flags: StaticFeatureFlags([ProductsFlags.showDiscounts: false]))
        await off.load()
        #expect(off.state.rows.first?.price.text == "£1,390.00")
    }

    @Test func selectingARowOpensItsDetailAndBackGoesHome() async {
        let client = StubHTTPClient(handler: YOOXTestData.department(total: 3))
        let model = makeViewModel(client)
        await model.load()
        #expect(model.select(code8: YOOXTestData.code8(1)))
        #expect(!model.select(code8: "00000000"))
        model.back()
        #expect(router.routes.count == 2)
        guard case .detail(let product, let department) = router.routes.first else {
            Issue.record("expected a detail route")
            return
        }
        #expect(product.code.rawValue == YOOXTestData.code8(1))
        #expect(department == .dresses)
        #expect(router.routes.last == .home)
    }
}

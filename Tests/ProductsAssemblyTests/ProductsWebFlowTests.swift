import Analytics
import AnalyticsTesting
import PersistenceTesting
import Testing
import WebAppKit

@testable import AppComposition
@testable import ProductsAssembly
@testable import ProductsWeb

@Suite("Chloé shop web pages through the assembly")
@MainActor
struct ProductsWebFlowTests {
    private let tracker = RecordingTracker()

    private func router() -> WebRouter {
        let graph = AppGraph(
            configuration: AppConfiguration(), overrides: .init(store: RecordingRecordStore(), analytics: tracker),
            diagnostics: { _ in })
        return WebRouter(ProductsWebFlow.section(graph: graph).routes)
    }

    private func get(_ router: WebRouter, _ path: String, query: [String: String] = [:]) async -> WebResponse {
        await router.respond(
            to: WebRequest(
                method: .get, path: path, query: query, context: WebRequestContext(isFromThisApp: true)))
    }

    @Test func aDepartmentIsAGridOfThumbnailsLinkingToTheirDetail() async {
        let router = router()
        let list = await get(router, "/products/drsss")
        #expect(list.status == 200)
        #expect(list.text.contains("<h1>Dresses</h1>"))
        #expect(list.text.contains("href=\"/products/drsss/59011007\""))
        #expect(list.text.contains("<h3>Ruffled Dress</h3>"))
        #expect(list.text.contains("src=\"/products/pictures/p1\""))
        #expect(!list.text.contains("cdn.yoox.biz"), "no source URL reaches the page")
        #expect(await get(router, "/products/pictures/p1").headers["Content-Type"] == "image/svg+xml")
    }

    @Test func theDetailAddsTheItemAPIsExtras() async {
        let detail = await get(router(), "/products/drsss/59011007")
        #expect(detail.status == 200)
        #expect(detail.text.contains("<h1>Ruffled Dress</h1>"))
        #expect(detail.text.contains("<dt>Price</dt>"))
        #expect(tracker.events.map(\.name).contains("product_viewed"))
    }

    @Test func unknownDepartmentsProductsPagesAndPicturesAre404() async {
        let router = router()
        #expect(await get(router, "/products/nope").status == 404)
        #expect(await get(router, "/products/drsss", query: ["page": "x"]).status == 404)
        #expect(await get(router, "/products/drsss", query: ["page": "199"]).status == 404)
        #expect(await get(router, "/products/drsss/00000000").status == 404)
        #expect(await get(router, "/products/pictures/p9").status == 404)
    }
}

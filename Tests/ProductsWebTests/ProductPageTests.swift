import Foundation
import ProductsTesting
import ProductsWeb
import Testing
import WebAppKit

@testable import ProductsFeature

@Suite @MainActor struct ProductPageTests {
    private let served: (URL) -> String? = { "/products/pictures/\($0.lastPathComponent)" }

    private func detail(extras: ProductDetailViewState.Extras?, name: String = "Woody tote") -> ProductDetailViewState {
        ProductDetailViewState(
            code8: "59031539", modelName: name, brandName: "Chloé", macroCategory: "Bags", microCategory: "Tote",
            price: PriceDisplay(
                ProductPrice(
                    full: ProductsMoney(minorUnits: 139_000, currencyCode: "GBP"),
                    discounted: ProductsMoney(minorUnits: 97_350, currencyCode: "GBP")),
                showDiscounts: true),
            imageURL: URL(string: "https://cdn.yoox.biz/59/59031539KQ_24_F.jpg"), sizes: ["OneSize"], phase: .loaded,
            extras: extras, backTitle: "Bags")
    }

    private func html(_ state: ProductDetailViewState) -> String {
        PageLayout.document(for: ProductDetailPage.page(for: state, department: "nwrrvlsbgs", page: 2, picture: served))
    }

    @Test func departmentsAreCardsWithTheirCoverAndTheirListsURL() {
        let state = DepartmentListViewModel(events: RecordingProductsEventSink(), router: nil).state
        let page = PageLayout.document(for: DepartmentsPage.page(for: state, picture: served))
        #expect(page.contains("<a href=\"/products/drsss\">Dresses</a>"))
        #expect(page.contains("src=\"/products/pictures/59011007UC_24_F.jpg\""))
        #expect(page.contains("<a href=\"/products/nwrrvlsbgs\">Bags</a>"))
    }

    @Test func theDetailShowsTheListsDataAndTheItemAPIsExtras() {
        let extras = ProductExtras(
            colors: ["Black"], sizes: ["S"], description: ["A roomy tote."], madeIn: "Italy", fabric: "100% Linen",
            details: nil)
        let page = html(detail(extras: .loaded(extras)))
        #expect(page.contains("<h1>Woody tote</h1>"))
        #expect(page.contains("<a href=\"/products/nwrrvlsbgs?page=2\">‹ Bags</a>"))
        #expect(page.contains("<dt>Price</dt><dd>£973.50 (was £1,390.00)</dd>"))
        #expect(page.contains("<dt>Category</dt><dd>Bags · Tote</dd>"))
        #expect(page.contains("<p>A roomy tote.</p>"))
        #expect(page.contains("<dt>Made in</dt><dd>Italy</dd>"))
        #expect(page.contains("<dt>Fabric</dt><dd>100% Linen</dd>"))
        #expect(page.contains("src=\"/products/pictures/59031539KQ_24_F.jpg\""))
    }

    @Test func whenTheItemAPIFailsThePageStaysAndSaysWhy() {
        let page = html(detail(extras: .unavailable("More details are unavailable: the Item API timed out.")))
        #expect(page.contains("<p class=\"message error\">More details are unavailable: the Item API timed out.</p>"))
        #expect(page.contains("<dt>Sizes</dt><dd>OneSize</dd>"))
        #expect(!html(detail(extras: .turnedOff)).contains("message"))
    }

    @Test func valuesFromTheAPIAreEscaped() {
        let page = html(detail(extras: nil, name: "<script>alert('x')</script>\""))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot;"))
    }
}

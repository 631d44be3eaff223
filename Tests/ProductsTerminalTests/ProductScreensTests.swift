import Foundation
import ProductsFeature
import ProductsTerminal
import TerminalKit
import Testing

@MainActor
@Suite struct ProductScreensTests {
    final class NoRouter: ProductsRouting {
        func show(_ route: ProductsRoute) {}
    }

    @Test func homeShowsEachDepartmentWithItsImage() {
        let state = ProductsHomeViewModel(router: NoRouter()).state
        let lines = ProductsHomeScreen.lines(for: state, width: 120)
        #expect(lines.contains { $0.contains("Skirts and shorts") && $0.contains("https://cdn.yoox.biz/59/") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    }

    @Test func listShowsRowsAndPagingStatusWithinTheWidth() {
        var state = ProductListViewState(departmentCode: "drsss", departmentTitle: "Dresses")
        #expect(ProductListScreen.lines(for: state, width: 80).last == "Loading products…")
        state.status = .failed("the YOOX shop cannot be reached")
        state.totalResults = 62
        state.hasMore = true
        let lines = ProductListScreen.lines(for: state, width: 80)
        #expect(lines.contains("Could not load products: the YOOX shop cannot be reached"))
        #expect(lines.last == "Could not load products: the YOOX shop cannot be reached")
        #expect(lines.first == "Dresses (62 products)")
        state.status = .loaded
        state.hasMore = false
        state.totalResults = 0
        #expect(ProductListScreen.lines(for: state, width: 80).last == "No products in this department.")
    }

    @Test func detailSaysWhenTheExtrasAreUnavailable() {
        var state = ProductDetailViewState(
            code8: "59011007", modelName: "Ruffled Dress", brandName: "CHLOÉ", macroCategory: "Dresses",
            microCategory: "Midi dress",
            price: PriceDisplay(
                ProductPrice(full: Money(minorUnits: 215_000), discounted: Money(minorUnits: 107_500)),
                showDiscounts: true),
            imageURL: URL(string: "https://cdn.yoox.biz/59/59011007UC_24_F.jpg"), sizes: ["36"],
            extras: .unavailable("More details are unavailable: product 59011007 was not found."),
            backTitle: "Dresses")
        var lines = ProductDetailScreen.lines(for: state, width: 100)
        #expect(lines.first == "Ruffled Dress")
        #expect(lines.contains("Price     £1,075.00 (was £2,150.00)"))
        #expect(lines.last == "More details are unavailable: product 59011007 was not found.")
        state.extras = .loaded(
            ProductExtras(
                colors: ["Black"], sizes: ["36"], description: ["A dress."], madeIn: "Italy", fabric: "100% Silk",
                details: nil))
        lines = ProductDetailScreen.lines(for: state, width: 100)
        #expect(lines.contains("Colours   Black"))
        #expect(lines.contains("Fabric    100% Silk"))
        #expect(lines.last == "A dress.")
    }
}

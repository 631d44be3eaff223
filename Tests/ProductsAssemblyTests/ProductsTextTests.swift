import Foundation
import ProductsTesting
import TerminalKit
import Testing

@testable import ProductsCommandLine
@testable import ProductsFeature

@Suite("The text of mosaic products")
@MainActor
struct ProductsTextTests {
    @Test func categoriesShowEachDepartmentWithItsImage() {
        let state = DepartmentListViewModel(events: RecordingProductsEventSink(), router: nil).state
        let lines = DepartmentListText.lines(for: state, width: 120)
        #expect(lines.contains { $0.contains("Skirts and shorts") && $0.contains("https://cdn.yoox.biz/59/") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    }

    @Test func showSaysWhenTheExtrasAreUnavailable() {
        var state = ProductDetailViewState(
            code8: "59011007", modelName: "Ruffled Dress", brandName: "CHLOÉ", macroCategory: "Dresses",
            microCategory: "Midi dress",
            price: PriceDisplay(
                ProductPrice(
                    full: ProductsMoney(minorUnits: 215_000, currencyCode: "GBP"),
                    discounted: ProductsMoney(minorUnits: 107_500, currencyCode: "GBP")),
                showDiscounts: true),
            imageURL: URL(string: "https://cdn.yoox.biz/59/59011007UC_24_F.jpg"), sizes: ["36"], phase: .loaded,
            extras: .unavailable("More details are unavailable: product 59011007 was not found."),
            backTitle: "Dresses")
        var lines = ProductDetailText.lines(for: state, width: 100)
        #expect(lines.first == "Ruffled Dress")
        #expect(lines.contains("Price     £1,075.00 (was £2,150.00)"))
        #expect(lines.last == "More details are unavailable: product 59011007 was not found.")
        state.extras = .loaded(
            ProductExtras(
                colors: ["Black"], sizes: ["36"], description: ["A dress."], madeIn: "Italy", fabric: "100% Silk",
                details: nil))
        lines = ProductDetailText.lines(for: state, width: 100)
        #expect(lines.contains("Colours   Black"))
        #expect(lines.contains("Fabric    100% Silk"))
        #expect(lines.last == "A dress.")
    }
}

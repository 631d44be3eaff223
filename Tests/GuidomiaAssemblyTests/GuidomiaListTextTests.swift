import GuidomiaFeature
import TerminalKit
import Testing

@testable import GuidomiaCommandLine

@Suite("The text of mosaic guidomia list")
@MainActor
struct GuidomiaListTextTests {
    private func row(
        _ id: Int, _ model: String, expanded: Bool, pros: [String] = [], cons: [String] = []
    )
        -> GuidomiaOfferRow
    {
        var sections: [GuidomiaBulletSection] = []
        if !pros.isEmpty { sections.append(GuidomiaBulletSection(title: "Pros", items: pros)) }
        if !cons.isEmpty { sections.append(GuidomiaBulletSection(title: "Cons", items: cons)) }
        return GuidomiaOfferRow(
            id: id, make: "BMW", model: model, title: "BMW \(model)", customerPrice: 65000, marketPrice: 55900,
            shortPrice: "65k", shortMarketPrice: "55.9k", priceText: "Price: 65k",
            marketPriceText: "Market price: 55.9k",
            rating: 3, stars: "★★★☆☆", pros: pros, cons: cons, sections: sections, isExpanded: expanded)
    }

    private let filters = GuidomiaFiltersState(
        title: "Filters", makeLabel: "Make", modelLabel: "Model",
        makes: [
            GuidomiaFilterOption(value: nil, title: "Any make", isSelected: false),
            GuidomiaFilterOption(value: "BMW", title: "BMW", isSelected: true),
        ],
        models: [
            GuidomiaFilterOption(value: nil, title: "Any model", isSelected: true),
            GuidomiaFilterOption(value: "3300i", title: "3300i", isSelected: false),
        ])

    private func state(
        _ phase: GuidomiaLoadPhase, rows: [GuidomiaOfferRow] = [], filters: GuidomiaFiltersState? = nil
    ) -> GuidomiaViewState {
        GuidomiaViewState(
            title: "Guidomia", filters: filters, phase: phase, rows: rows, loadingMessage: "Loading the offers…",
            emptyMessage: "There are no offers at the moment.")
    }

    @Test func onlyTheExpandedOfferShowsItsNonEmptySections() {
        let state = state(
            .loaded,
            rows: [row(0, "3300i", expanded: true, cons: ["Divorce"]), row(1, "M3", expanded: false, pros: ["Fast"])])
        #expect(
            GuidomiaListText.lines(for: state, width: 80) == [
                "Guidomia",
                "",
                "▼ BMW 3300i  Price: 65k  ★★★☆☆",
                "    Cons",
                "      • Divorce",
                "▶ BMW M3     Price: 65k  ★★★☆☆",
            ])
    }

    @Test func theFiltersShowTheSelectedMakeAndModel() {
        let state = state(.loaded, filters: filters)
        let lines = GuidomiaListText.lines(for: state, width: 80)
        #expect(lines.contains("  Make   ( ) Any make  (•) BMW"))
        #expect(lines.contains("  Model  (•) Any model  ( ) 3300i"))
    }

    @Test(arguments: [
        (GuidomiaLoadPhase.idle, "Loading the offers…"), (.loading, "Loading the offers…"),
        (.failed("The server has no car list."), "The server has no car list."),
        (.loaded, "There are no offers at the moment."),
    ])
    func statesWithoutOffersShowTheirMessage(phase: GuidomiaLoadPhase, message: String) {
        #expect(GuidomiaListText.lines(for: state(phase), width: 80) == ["Guidomia", "", message])
    }

    @Test func noLineIsWiderThanTheScreen() {
        let state = state(
            .loaded, rows: [row(0, String(repeating: "x", count: 60), expanded: true, pros: ["p"])], filters: filters)
        for line in GuidomiaListText.lines(for: state, width: 30) {
            #expect(DisplayWidth.of(line) <= 30, "\(line)")
        }
    }
}

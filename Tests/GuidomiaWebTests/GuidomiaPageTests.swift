import Foundation
import GuidomiaFeature
import GuidomiaWeb
import Testing
import WebAppKit

@Suite struct GuidomiaPageTests {
    private func row(_ id: Int, make: String, model: String, expanded: Bool) -> GuidomiaOfferRow {
        GuidomiaOfferRow(
            id: id, make: make, model: model, title: "\(make) \(model)", customerPrice: 120_000, marketPrice: 125_000,
            shortPrice: "120k", shortMarketPrice: "125k", priceText: "Price: 120k",
            marketPriceText: "Market price: 125k",
            rating: 3, stars: "★★★☆☆", pros: ["Fast"], cons: [],
            sections: [GuidomiaBulletSection(title: "Pros:", items: ["Fast & <loud>"])], isExpanded: expanded)
    }

    private func state(make: String?) -> GuidomiaViewState {
        GuidomiaViewState(
            title: "Guidomia",
            filters: GuidomiaFiltersState(
                title: "Filters", makeLabel: "Make", modelLabel: "Model",
                makes: [
                    GuidomiaFilterOption(value: nil, title: "Any make", isSelected: make == nil),
                    GuidomiaFilterOption(value: "BMW", title: "BMW", isSelected: make == "BMW"),
                    GuidomiaFilterOption(value: "Land Rover", title: "Land Rover", isSelected: false),
                ],
                models: [GuidomiaFilterOption(value: nil, title: "Any model", isSelected: true)]),
            phase: .loaded,
            rows: [
                row(0, make: "BMW", model: "3300i", expanded: true), row(3, make: "BMW", model: "X5", expanded: false),
            ],
            loadingMessage: "Loading…", emptyMessage: "No offers.")
    }

    private func html(_ state: GuidomiaViewState) -> String { PageLayout.document(for: GuidomiaPage.page(for: state)) }

    @Test func thePickersAreAGetFormWithTheSelectionMarked() {
        let page = html(state(make: "BMW"))
        #expect(
            page.contains(
                "<form method=\"get\" action=\"/guidomia\" class=\"filters\" data-autosubmit data-swap=\"guidomia-offers\""
            ))
        #expect(page.contains("<option value=\"BMW\" selected>BMW</option>"))
        #expect(page.contains("<option value=\"\">Any make</option>"))
        #expect(page.contains("<option value=\"Land Rover\">Land Rover</option>"))
    }

    @Test func aPickerChangeSwapsThePickersAndTheOffersTogether() throws {
        let page = html(state(make: "BMW"))
        let swapped = try #require(page.range(of: "<div id=\"guidomia-offers\" aria-live=\"polite\">"))
        let form = try #require(page.range(of: "<form "))
        let offers = try #require(page.range(of: "<ul class=\"cards\">"))
        #expect(swapped.upperBound <= form.lowerBound && form.upperBound <= offers.lowerBound)
    }

    @Test func everyOfferOpensInPlaceAndOnlyTheExpandedOneIsOpenAtFirst() {
        let page = html(state(make: "BMW"))
        #expect(page.contains("<details name=\"offer\" open><summary><h2>BMW 3300i</h2>"))
        #expect(page.contains("<details name=\"offer\"><summary><h2>BMW X5</h2>"))
        #expect(page.components(separatedBy: "<details").count == 3)
        // Every offer carries its pros and cons, so opening one needs no page load.
        #expect(page.components(separatedBy: "<h3>Pros:</h3>").count == 3)
        #expect(page.contains("<ul class=\"bullets\"><li>Fast &amp; &lt;loud&gt;</li></ul>"))
        // The stars say their rating as one picture.
        #expect(page.contains("<span class=\"stars\" role=\"img\" aria-label=\"3 of 5 stars\">★★★☆☆</span>"))
    }

    @Test func theURLNamesTheMakeTheModelAndTheOpenOffer() {
        #expect(GuidomiaPage.url(make: "Land Rover", model: nil, offer: 1) == "/guidomia?make=Land%20Rover&offer=1")
    }

    @Test func aFailureShowsItsMessage() {
        let failed = GuidomiaViewState(
            title: "Guidomia", filters: nil, phase: .failed("Cannot reach <the> server"), loadingMessage: "",
            emptyMessage: "")
        #expect(html(failed).contains("<p class=\"message error\">Cannot reach &lt;the&gt; server</p>"))
    }
}

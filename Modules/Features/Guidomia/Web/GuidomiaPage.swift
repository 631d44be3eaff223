package import GuidomiaFeature
package import WebAppKit

/// Guidomia's offers as a web page: a GET form of make and model pickers, then the offers, each opening in
/// place to its pros and cons; every state has its own URL. A picker change swaps ``swappedID`` (the pickers,
/// whose models follow the make, and the offers) in place: a live region announcing the new offers.
package enum GuidomiaPage {
    /// The page's path; `?make=&model=&offer=` pick the filters and the expanded offer.
    package static let path = "/guidomia"

    /// The element a picker's change replaces with the same element of the page it asks for.
    package static let swappedID = "guidomia-offers"

    /// The URL showing `make` and `model` with the offer `offer` expanded.
    package static func url(make: String?, model: String?, offer: Int? = nil) -> String {
        URLForm.url(path, [("make", make), ("model", model), ("offer", offer.map(String.init))])
    }

    package static func page(for state: GuidomiaViewState) -> WebPage {
        var content: [HTML] = []
        if let filters = state.filters { content.append(self.filters(filters)) }
        if let message = state.message {
            let isError = if case .failed = state.phase { true } else { false }
            content.append(.element(.p, [.class(isError ? "message error" : "message")], text: message))
        } else {
            content.append(
                .element(
                    .ul, [.class("cards")],
                    state.rows.map(offer)))
        }
        return WebPage(
            title: state.title, back: WebPage.BackLink(path: "/", title: "Home"),
            content: [.element(.div, [.id(swappedID), .ariaLivePolite], content)])
    }

    private static func filters(_ filters: GuidomiaFiltersState) -> HTML {
        .element(
            .form,
            [
                .methodGet, .action(path), .class("filters"), .dataAutosubmit, .dataSwap(swappedID),
                .ariaLabel(filters.title),
            ],
            [
                picker(label: filters.makeLabel, name: "make", options: filters.makes),
                picker(label: filters.modelLabel, name: "model", options: filters.models),
                .element(.button, [.type("submit")], text: "Apply"),
            ])
    }

    private static func picker(label: String, name: String, options: [GuidomiaFilterOption]) -> HTML {
        .element(
            .label, [],
            [
                .text(label),
                .element(
                    .select, [.name(name)],
                    options.map { option in
                        .element(
                            .option, [.value(option.value ?? "")] + (option.isSelected ? [.selected] : []),
                            text: option.title)
                    }),
            ])
    }

    /// An offer as a disclosure: its title, price and stars toggle its market price, pros and cons. Offers share
    /// a `name`, so opening one closes the other, as in the presenter; the URL's `offer` names the one open.
    private static func offer(_ row: GuidomiaOfferRow) -> HTML {
        let summary = HTML.element(
            .summary, [],
            [
                .element(.h2, text: row.title),
                .element(
                    .p, [],
                    [
                        .element(.span, [.class("price")], text: row.priceText),
                        .text(" "),
                        .element(
                            .span, [.class("stars"), .role("img"), .ariaLabel("\(row.rating) of 5 stars")],
                            text: row.stars),
                    ]),
            ])
        let details: [HTML] =
            [.element(.p, [.class("muted")], text: row.marketPriceText)]
            + row.sections.map { section in
                .element(
                    .section, [],
                    [
                        .element(.h3, text: section.title),
                        .element(.ul, [.class("bullets")], section.items.map { .element(.li, text: $0) }),
                    ])
            }
        return .element(
            .li, [.class("card offer")],
            [.element(.details, [.name("offer")] + (row.isExpanded ? [.open] : []), [summary] + details)])
    }
}

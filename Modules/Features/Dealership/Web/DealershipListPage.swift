package import DealershipFeature
package import Foundation
package import WebAppKit

/// The dealerships as a web page of cards (logo, name, address) linking to their detail.
package enum DealershipListPage {
    package static let path = "/dealership"

    /// The page for `state`; `picture` gives the served path of an image URL, or `nil` for none.
    package static func page(for state: DealershipListViewState, picture: (URL) -> String? = { _ in nil }) -> WebPage {
        WebPage(
            title: "Dealerships", back: WebPage.BackLink(path: "/", title: "Home"),
            content: body(for: state, picture: picture))
    }

    private static func body(for state: DealershipListViewState, picture: (URL) -> String?) -> [HTML] {
        switch state.phase {
        case .idle, .loading:
            return [.element(.p, [.class("message")], text: "Loading dealerships…")]
        case .failed(let message):
            return [.element(.p, [.class("message error")], text: message)]
        case .loaded:
            if let empty = state.emptyState { return [.element(.p, [.class("message")], text: empty.message)] }
            return [
                .element(
                    .ul, [.class("cards media")],
                    state.rows.map { row in
                        .element(
                            .li, [.class("card")],
                            [
                                DealershipImage.html(row.logo, picture: picture),
                                .element(
                                    .h2, [],
                                    [.element(.a, [.href(DealershipDetailPage.url(id: row.id))], text: row.name)]),
                                .element(.p, [.class("muted")], text: row.address),
                            ])
                    })
            ]
        }
    }
}

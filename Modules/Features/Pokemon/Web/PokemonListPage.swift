package import PokemonListFeature
package import WebAppKit

/// The Pokédex list as a web page: one page of names, each linking to its detail, and a link to the next page,
/// whose rows (``fragment(for:page:)``) the page's script loads when the link scrolls into view with infinite
/// scrolling on; without the script, or with the flag off, the link simply opens the next page.
package enum PokemonListPage {
    /// The list's path; `?page=2` is the second page.
    package static let path = "/pokemon"

    package static func url(page: Int) -> String {
        URLForm.url(path, [("page", page == 1 ? nil : String(page))])
    }

    /// Where the script fetches the rows of list page `page`.
    package static func fragmentURL(page: Int) -> String {
        "\(path)/page/\(page)"
    }

    /// Where a picked name goes: the selection is reported, then the detail opens.
    package static func pickURL(id: Int) -> String {
        "\(path)/pick/\(id)"
    }

    /// The page for `state`, which shows list page `page`.
    package static func page(for state: PokemonListViewState, page: Int) -> WebPage {
        WebPage(
            title: "Pokédex", back: WebPage.BackLink(path: "/", title: "Home"), content: body(for: state, page: page))
    }

    /// Only the rows and the next-page link, for the script to append to the list already shown.
    package static func fragment(for state: PokemonListViewState, page: Int) -> HTML {
        .group([rows(state.rows), more(state, page: page)])
    }

    private static func body(for state: PokemonListViewState, page: Int) -> [HTML] {
        switch state.phase {
        case .idle, .loading:
            return [.element(.p, [.class("message")], text: "Loading Pokémon…")]
        case .failed(let message):
            return [.element(.p, [.class("message error")], text: message)]
        case .loaded where state.rows.isEmpty:
            return [.element(.p, [.class("message")], text: "No Pokémon.")]
        case .loaded:
            var body: [HTML] = []
            if let notice = state.savedDataNotice { body.append(.element(.p, [.class("muted")], text: notice)) }
            let summary = "Page \(page)" + (state.paging.total.map { " · \($0) Pokémon" } ?? "")
            let previous: HTML =
                page > 1 ? .element(.a, [.href(url(page: page - 1))], text: "‹ Previous page") : .empty
            body.append(
                .element(
                    .nav, [.class("paging"), .ariaLabel("Pages")],
                    [previous, .element(.span, [.class("muted")], text: summary)]))
            body.append(
                .element(.div, [.id("pokedex"), .ariaLivePolite], [rows(state.rows), more(state, page: page)]))
            return body
        }
    }

    private static func rows(_ rows: [PokemonListRow]) -> HTML {
        .element(
            .ul, [.class("rows pokedex")],
            rows.map { row in
                .element(
                    .li, [],
                    [
                        .element(
                            .a, [.href(pickURL(id: row.id))],
                            [.element(.strong, text: row.name), .element(.span, [.class("muted")], text: "#\(row.id)")])
                    ])
            })
    }

    /// The next page's link: loaded in place by the script when infinite scrolling is on.
    private static func more(_ state: PokemonListViewState, page: Int) -> HTML {
        if let message = state.paging.loadMoreError {
            return .element(
                .nav, [.class("more")],
                [
                    .element(.p, [.class("message error")], text: message),
                    .element(.a, [.href(url(page: page + 1))], text: "Try the next page again"),
                ])
        }
        guard state.paging.hasMore else { return .empty }
        let automatic = state.loadMoreMode == .automatic
        return .element(
            .nav, [.class("more")],
            [
                .element(
                    .a,
                    [.href(url(page: page + 1))] + (automatic ? [.dataFragment(fragmentURL(page: page + 1))] : []),
                    text: automatic ? "More Pokémon" : "Load more")
            ])
    }
}

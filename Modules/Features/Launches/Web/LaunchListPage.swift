package import LaunchesFeature
package import WebAppKit

/// The launches list as a web page: Upcoming and Past tabs as links, one page of launches, links to its neighbours.
package enum LaunchListPage {
    /// The list's path; `?tab=past&page=2` picks the tab and the page.
    package static let path = "/launches"

    package static func url(tab: LaunchesTab, page: Int = 1) -> String {
        URLForm.url(path, [("tab", tab == .upcoming ? nil : tab.rawValue), ("page", page == 1 ? nil : String(page))])
    }

    /// The page for `state`, showing `page` of its selected tab; `token` signs the refresh form.
    package static func page(for state: LaunchListViewState, page: Int, token: String) -> WebPage {
        let tab = state.selectedTab
        let tabs = HTML.element(
            .nav, [.class("tabs"), .ariaLabel("Lists")],
            LaunchesTab.allCases.map { candidate in
                .element(
                    .a, [.href(url(tab: candidate))] + (candidate == tab ? [.ariaCurrentPage] : []),
                    text: candidate.title)
            })
        return WebPage(
            title: "Launches", back: WebPage.BackLink(path: "/", title: "Home"),
            content: [tabs] + body(for: state.current, tab: tab, page: page, token: token))
    }

    private static func body(for list: LaunchesTabState, tab: LaunchesTab, page: Int, token: String) -> [HTML] {
        switch list.phase {
        case .idle, .loading:
            return [.element(.p, [.class("message")], text: "Loading launches…")]
        case .failed(let message):
            return [.element(.p, [.class("message error")], text: message)]
        case .loaded where list.rows.isEmpty:
            return [.element(.p, [.class("message")], text: "No \(tab.title.lowercased()) launches.")]
        case .loaded:
            let rows = HTML.element(
                .ul, [.class("rows")],
                list.rows.map { row in
                    .element(
                        .li, [],
                        [
                            .element(
                                .a, [.href(LaunchDetailPage.url(id: row.id))],
                                [
                                    .element(.strong, text: row.name),
                                    .element(.span, [.class("muted")], text: row.dateText),
                                ])
                        ])
                })
            return [rows, paging(list, tab: tab, page: page), refresh(tab: tab, token: token)]
        }
    }

    private static func paging(_ list: LaunchesTabState, tab: LaunchesTab, page: Int) -> HTML {
        let previous: HTML =
            page > 1 ? .element(.a, [.href(url(tab: tab, page: page - 1))], text: "‹ Previous page") : .empty
        let next: HTML =
            list.nextPage.map { .element(.a, [.href(url(tab: tab, page: $0))], text: "Next page ›") } ?? .empty
        let total = list.paging.total.map { " of \($0) launches" } ?? ""
        return .element(
            .nav, [.class("paging"), .ariaLabel("Pages")],
            [previous, .element(.span, [.class("muted")], text: "Page \(page)\(total)"), next])
    }

    private static func refresh(tab: LaunchesTab, token: String) -> HTML {
        WebForm.post(
            action: "\(path)/refresh", token: token,
            [
                .element(.input, [.type("hidden"), .name("tab"), .value(tab.rawValue)]),
                .element(.button, [.type("submit")], text: "Refresh"),
            ])
    }
}

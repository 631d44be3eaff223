import Foundation
package import LaunchesFeature
package import WebAppKit

/// One launch as a web page: date or a countdown its script ticks, the table of every field ("-" if missing), links.
package enum LaunchDetailPage {
    package static func url(id: String) -> String {
        "\(LaunchListPage.path)/\(URLForm.encode(id))"
    }

    /// The page for `state`, reached from the list at `back`.
    package static func page(for state: LaunchDetailViewState, back: String = LaunchListPage.path) -> WebPage {
        let backLink = WebPage.BackLink(path: back, title: "Launches")
        switch state.phase {
        case .idle, .loading:
            return WebPage(
                title: "Launch", back: backLink, content: [.element(.p, [.class("message")], text: "Loading…")])
        case .failed(let message):
            return WebPage(
                title: "Launch", back: backLink, content: [.element(.p, [.class("message error")], text: message)])
        case .loaded:
            guard let content = state.content else { return WebPage(title: "Launch", back: backLink, content: []) }
            return WebPage(title: content.name, back: backLink, content: body(for: content))
        }
    }

    private static func body(for content: LaunchDetailContent) -> [HTML] {
        var body = [date(content.dateDisplay)]
        body.append(
            .element(
                .table, [.class("details")],
                [
                    .element(
                        .tbody, [],
                        content.rows.map { row in
                            .element(.tr, [], [.element(.th, text: row.title), .element(.td, text: row.value)])
                        })
                ]))
        let links = [("Webcast", content.youtubeURL), ("Press kit", content.pressKitURL)].compactMap { title, url in
            url.map { HTML.element(.a, [.href($0.absoluteString), .relExternal], text: title) }
        }
        if !links.isEmpty { body.append(.element(.nav, [.class("links")], links)) }
        return body
    }

    private static func date(_ display: LaunchDateDisplay) -> HTML {
        switch display {
        case .countdown(let countdown, let date):
            .element(
                .p, [],
                [
                    .element(
                        .span, [.class("countdown"), .roleTimer, .dataCountdown(countdown.totalSeconds)],
                        text: countdown.text),
                    .element(.span, [.class("muted")], text: " (\(date))"),
                ])
        case .launched, .scheduled, .overdue:
            .element(.p, [.class("muted")], text: display.summary)
        }
    }
}

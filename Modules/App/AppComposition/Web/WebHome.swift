import CompositionKit
import TerminalKit
import WebAppKit

/// The web app's home page and every feature's routes, from the registry: the same features, in
/// the same order and with the same words, as the terminal app's home menu.
@MainActor
enum WebHome {
    static func routes(features: FeatureRegistry, graph: any FeatureGraph) -> [WebRoute] {
        let pagesGraph = WebFeatureGraph(graph)
        let sections = features.modules.map { $0.webSection(graph: pagesGraph) }
        let entries = features.homeEntries(graph: graph, navigation: ScreenNavigation())
        let links = zip(entries, sections).map { entry, section in
            Link(title: entry.title, subtitle: entry.subtitle, path: section?.path)
        }
        let home = WebRoute(.get, "/") { _ in .page(page(links)) }
        return [home] + sections.compactMap { $0 }.flatMap(\.routes)
    }

    struct Link: Sendable {
        var title: String
        var subtitle: String
        /// `nil` for a feature without web pages yet.
        var path: String?
    }

    nonisolated static func page(_ links: [Link]) -> WebPage {
        let cards = links.map { link in
            let title: HTML =
                link.path.map { .element(.a, [.href($0)], text: link.title) } ?? .text(link.title)
            var children: [HTML] = [.element(.h2, [], [title]), .element(.p, [.class("muted")], text: link.subtitle)]
            if link.path == nil {
                children.append(.element(.p, [.class("muted")], text: "In the terminal app for now."))
            }
            return HTML.element(.li, [.class("card")], children)
        }
        return WebPage(title: PageLayout.appName, back: nil, content: [.element(.ul, [.class("cards")], cards)])
    }
}

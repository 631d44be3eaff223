import CompositionKit
import PictureKit
import WebAppKit

/// The home page and every feature's routes, from the registry, as the terminal app's home menu has them.
@MainActor
enum WebHome {
    static func routes(features: FeatureRegistry, graph: any PictureGraph) -> [WebRoute] {
        let sections = features.modules.map { $0.webSection(graph: graph) }
        let links = zip(features.modules, sections).map { module, section in
            Link(title: module.title, subtitle: module.subtitle, path: section.path)
        }
        let home = WebRoute(.get, "/") { _ in .page(page(links)) }
        return [home] + sections.flatMap(\.routes)
    }

    struct Link: Sendable {
        var title: String
        var subtitle: String
        var path: String
    }

    nonisolated static func page(_ links: [Link]) -> WebPage {
        let cards = links.map { link in
            HTML.element(
                .li, [.class("card")],
                [
                    .element(.h2, [], [.element(.a, [.href(link.path)], text: link.title)]),
                    .element(.p, [.class("muted")], text: link.subtitle),
                ])
        }
        return WebPage(title: PageLayout.appName, back: nil, content: [.element(.ul, [.class("cards")], cards)])
    }
}

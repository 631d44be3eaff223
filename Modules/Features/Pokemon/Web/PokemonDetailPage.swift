package import PokemonDetailFeature
package import WebAppKit

/// One Pokémon as a web page: its number, its types as chips, and its weight in kg and height
/// in cm, each shown only when the view state has it (the flags decide).
package enum PokemonDetailPage {
    package static func url(id: Int) -> String {
        "\(PokemonListPage.path)/\(id)"
    }

    /// The page for `state`, showing the sprite served at `sprite` (a path of this server), if any.
    package static func page(for state: PokemonDetailViewState, sprite: String? = nil) -> WebPage {
        let backLink = WebPage.BackLink(path: PokemonListPage.path, title: "Pokédex")
        switch state.phase {
        case .idle, .loading:
            return WebPage(
                title: "Pokémon", back: backLink, content: [.element(.p, [.class("message")], text: "Loading…")])
        case .failed(let message):
            return WebPage(
                title: "Pokémon", back: backLink, content: [.element(.p, [.class("message error")], text: message)])
        case .loaded:
            guard let content = state.content else { return WebPage(title: "Pokémon", back: backLink, content: []) }
            return WebPage(title: content.name, back: backLink, content: body(for: content, sprite: sprite))
        }
    }

    private static func body(for content: PokemonDetailContent, sprite: String?) -> [HTML] {
        var facts: [HTML] = [fact("Number", "#\(content.id)")]
        if let types = content.types {
            facts.append(.element(.dt, text: "Types"))
            facts.append(
                .element(
                    .dd, [], [.element(.ul, [.class("chips")], types.map { .element(.li, [.class("chip")], text: $0) })]
                ))
        }
        if let weight = content.weightText { facts += [fact("Weight", weight)] }
        if let height = content.heightText { facts += [fact("Height", height)] }
        let picture: HTML =
            sprite.map { .element(.img, [.class("sprite"), .src($0), .alt(content.name)]) } ?? .empty
        var body: [HTML] = [
            .element(.div, [.class("profile card")], [picture, .element(.dl, [.class("facts")], facts)])
        ]
        if let notice = content.savedDataNotice { body.append(.element(.p, [.class("muted")], text: notice)) }
        return body
    }

    private static func fact(_ title: String, _ value: String) -> HTML {
        .group([.element(.dt, text: title), .element(.dd, text: value)])
    }
}

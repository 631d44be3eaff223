package import PokemonDetailFeature
package import PokemonListFeature
package import WebAppKit

/// The Pokédex pages as the server routes them. The assembly hands in how a request's view models are made (from
/// its `WebRequestContext`, with the slice's analytics as the list's event sink), so this target knows the two
/// features and the web kit, nothing of the app. A handler drives its view model on the main actor and renders
/// the state it reached off it.
@MainActor
package struct PokemonWebPages {
    /// A list view model whose first page starts at `startOffset`, reporting picks to its
    /// event sink and opening them through `router`.
    package typealias MakeList =
        @MainActor @Sendable (
            _ request: WebRequestContext, _ startOffset: Int, _ router: (any PokemonListRouting)?
        ) -> PokemonListViewModel
    package typealias MakeDetail =
        @MainActor @Sendable (_ request: WebRequestContext, _ identifier: PokemonIdentifier) -> PokemonDetailViewModel

    /// Rows on one list page; the list view model's own default.
    package static let pageSize = 20

    /// Where sprites are served: under `/pokemon/pictures`, fetched by the picture pipeline.
    package static let picturesPrefix = "\(PokemonListPage.path)/pictures"

    private let makeList: MakeList
    private let makeDetail: MakeDetail
    private let pictures: WebPictures?

    /// Sprites come from `pictures` (under ``picturesPrefix``), or none when it is `nil`.
    package init(makeList: @escaping MakeList, makeDetail: @escaping MakeDetail, pictures: WebPictures? = nil) {
        self.makeList = makeList
        self.makeDetail = makeDetail
        self.pictures = pictures
    }

    package var section: WebSection {
        let makeList = makeList
        let makeDetail = makeDetail
        let pictures = pictures
        let path = PokemonListPage.path
        return WebSection(
            path: path,
            look: "pokedex",
            routes: [
                WebRoute(.get, path) { request in
                    guard let page = Self.page(request.query["page"]) else { return Self.notFound }
                    let state = await Self.listState(page: page, for: request, makeList)
                    let shown = PokemonListPage.page(for: state, page: page)
                    if case .failed = state.phase { return .failure(shown, for: request) }
                    return .page(shown, status: page > 1 && state.rows.isEmpty ? 404 : 200)
                },
                WebRoute(.get, "\(path)/page/:page") { request in
                    guard let page = Self.page(request.parameters["page"]) else { return Self.notFound }
                    let state = await Self.listState(page: page, for: request, makeList)
                    guard !state.rows.isEmpty else { return Self.notFound }
                    return .fragment(PokemonListPage.fragment(for: state, page: page))
                },
                // A picked name goes through the list view model's `select`, so the slice's
                // event sink reports `pokemon_selected`, and its router sends the browser on.
                WebRoute(.get, "\(path)/pick/:id") { request in
                    guard case .id(let id)? = PokemonIdentifier(parsing: request.parameters["id"] ?? "") else {
                        return Self.notFound
                    }
                    let picked = await Self.pick(id, for: request, makeList)
                    return .redirect(to: PokemonDetailPage.url(id: picked))
                },
                WebRoute(.get, "\(path)/:id") { request in
                    guard let identifier = PokemonIdentifier(parsing: request.parameters["id"] ?? "") else {
                        return Self.notFound
                    }
                    let model = await makeDetail(request.context, identifier)
                    await model.load()
                    let state = await model.state
                    // The page links the sprite by an opaque key, never by its source URL.
                    let sprite = pictures.flatMap { pictures in state.content?.imageURL.map { pictures.path(for: $0) } }
                    let shown = PokemonDetailPage.page(for: state, sprite: sprite)
                    guard case .failed(let message) = state.phase else { return .page(shown) }
                    let notFound = message == PokemonDetailError.notFound(identifier.description).description
                    return .failure(shown, for: request, otherwise: notFound ? 404 : 502)
                },
            ] + (pictures.map { [$0.route] } ?? []))
    }

    private nonisolated static let notFound = WebResponse.text("Not found.", status: 404)

    private static func listState(
        page: Int, for request: WebRequest, _ makeList: MakeList
    ) async
        -> PokemonListViewState
    {
        let model = makeList(request.context, (page - 1) * pageSize, nil)
        await model.load()
        return model.state
    }

    /// Picks `id` through the list view model, which reports it to its event sink and names the
    /// Pokémon its router is sent to.
    private static func pick(_ id: Int, for request: WebRequest, _ makeList: MakeList) -> Int {
        let pick = PokemonPick()
        makeList(request.context, 0, pick).select(id: id)
        return pick.id ?? id
    }

    /// 1 when absent; digits only, and small enough that its first row's offset fits.
    nonisolated static func page(_ value: String?) -> Int? {
        guard let value else { return 1 }
        guard !value.isEmpty, value.utf8.count <= 6, value.utf8.allSatisfy({ (48...57).contains($0) }),
            let page = Int(value), page >= 1
        else { return nil }
        return page
    }
}

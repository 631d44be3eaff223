public import PokemonDetailFeature
public import PokemonListFeature
public import WebAppKit

/// The Pokédex pages as the server routes them. The assembly hands in how view models are made
/// (with the slice's analytics as the list's event sink), so this target knows the two
/// features and the web kit, nothing of the app around them.
@MainActor
public struct PokemonWebPages {
    /// A list view model whose first page starts at `startOffset`, reporting picks to its
    /// event sink and opening them through `router`.
    public typealias MakeList =
        @MainActor @Sendable (_ startOffset: Int, _ router: (any PokemonListRouting)?) -> PokemonListViewModel
    /// The detail view model of `identifier`.
    public typealias MakeDetail = @MainActor @Sendable (_ identifier: PokemonIdentifier) -> PokemonDetailViewModel

    /// Rows on one list page; the list view model's own default.
    public static let pageSize = 20

    /// Where sprites are served: under `/pokemon/pictures`, fetched by the picture pipeline.
    public static let picturesPrefix = "\(PokemonListPage.path)/pictures"

    private let makeList: MakeList
    private let makeDetail: MakeDetail
    private let pictures: WebPictures?

    /// Pages over the view models `makeList` and `makeDetail` build, with the sprites from
    /// `pictures` (prefixed ``picturesPrefix``), or none when it is `nil`.
    public init(makeList: @escaping MakeList, makeDetail: @escaping MakeDetail, pictures: WebPictures? = nil) {
        self.makeList = makeList
        self.makeDetail = makeDetail
        self.pictures = pictures
    }

    /// The section the home page links to.
    public var section: WebSection {
        let makeList = makeList
        let makeDetail = makeDetail
        let pictures = pictures
        let path = PokemonListPage.path
        return WebSection(
            path: path,
            routes: [
                WebRoute(.get, path) { request in
                    guard let page = Self.page(request.query["page"]) else { return Self.notFound }
                    let model = await Self.loadedList(page: page, makeList)
                    let status = page > 1 && model.state.rows.isEmpty ? 404 : 200
                    return .page(PokemonListPage.page(for: model.state, page: page), status: status)
                },
                WebRoute(.get, "\(path)/page/:page") { request in
                    guard let page = Self.page(request.parameters["page"]) else { return Self.notFound }
                    let model = await Self.loadedList(page: page, makeList)
                    guard !model.state.rows.isEmpty else { return Self.notFound }
                    return .fragment(PokemonListPage.fragment(for: model.state, page: page))
                },
                // A picked name goes through the list view model's `select`, so the slice's
                // event sink reports `pokemon_selected`, and its router sends the browser on.
                WebRoute(.get, "\(path)/pick/:id") { request in
                    guard case .id(let id)? = PokemonIdentifier(parsing: request.parameters["id"] ?? "") else {
                        return Self.notFound
                    }
                    let pick = PokemonPick()
                    let model = makeList(0, pick)
                    model.select(id: id)
                    return .redirect(to: PokemonDetailPage.url(id: pick.id ?? id))
                },
                WebRoute(.get, "\(path)/:id") { request in
                    guard let identifier = PokemonIdentifier(parsing: request.parameters["id"] ?? "") else {
                        return Self.notFound
                    }
                    let model = makeDetail(identifier)
                    await model.load()
                    // The page links the sprite by an opaque key, never by its source URL.
                    let sprite = pictures.flatMap { pictures in
                        model.state.content?.imageURL.map { pictures.path(for: $0) }
                    }
                    return .page(
                        PokemonDetailPage.page(for: model.state, sprite: sprite), status: Self.status(of: model))
                },
            ] + (pictures.map { [$0.route] } ?? []))
    }

    private static let notFound = WebResponse.text("Not found.", status: 404)

    private static func loadedList(page: Int, _ makeList: MakeList) async -> PokemonListViewModel {
        let model = makeList((page - 1) * pageSize, nil)
        await model.load()
        return model
    }

    /// 404 when the API has no such Pokémon, 502 when it could not be asked, else 200.
    private static func status(of model: PokemonDetailViewModel) -> Int {
        guard case .failed(let message) = model.state.phase else { return 200 }
        return message == PokemonDetailError.notFound(model.identifier.description).description ? 404 : 502
    }

    /// 1 when absent; digits only, and small enough that its first row's offset fits.
    static func page(_ value: String?) -> Int? {
        guard let value else { return 1 }
        guard !value.isEmpty, value.utf8.count <= 6, value.utf8.allSatisfy({ (48...57).contains($0) }),
            let page = Int(value), page >= 1
        else { return nil }
        return page
    }
}

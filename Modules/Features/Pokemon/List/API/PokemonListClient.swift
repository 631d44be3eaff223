/// What the list view model asks for, in its own model: a page of the list, and to start over. Closures, so a
/// test states the pages it needs; ``live(_:)`` answers through ``PokemonListRepository``: PokeAPI over the
/// `Networking` port, and the backup when there is one.
public struct PokemonListClient: Sendable {
    /// Up to `limit` entries from position `offset` on.
    public let page: @Sendable (_ offset: Int, _ limit: Int) async throws(PokemonListError) -> PokemonListPage
    /// Forgets that the network was unreachable, so the next page asks it again: starting over.
    public let reconnect: @Sendable () async -> Void

    public init(
        page: @escaping @Sendable (Int, Int) async throws(PokemonListError) -> PokemonListPage,
        reconnect: @escaping @Sendable () async -> Void
    ) {
        self.page = page
        self.reconnect = reconnect
    }

    /// The list from the network, falling back to `repository`'s backup.
    public static func live(_ repository: PokemonListRepository) -> Self {
        Self(page: repository.page(offset:limit:), reconnect: repository.reconnect)
    }
}

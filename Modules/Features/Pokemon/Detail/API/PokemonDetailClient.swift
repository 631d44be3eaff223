/// What the detail view model asks for, in its own model: one Pokémon, and when it was saved if it came from the
/// backup. A closure, so a test states the Pokémon it needs; ``live(_:)`` answers through
/// ``PokemonDetailRepository``: PokeAPI over the `Networking` port, and the backup when there is one.
public struct PokemonDetailClient: Sendable {
    public let detail: @Sendable (_ identifier: PokemonIdentifier) async throws(PokemonDetailError) -> StoredDetail

    public init(detail: @escaping @Sendable (PokemonIdentifier) async throws(PokemonDetailError) -> StoredDetail) {
        self.detail = detail
    }

    /// The Pokémon from the network, falling back to `repository`'s backup.
    public static func live(_ repository: PokemonDetailRepository) -> Self {
        Self(detail: repository.detail(for:))
    }
}

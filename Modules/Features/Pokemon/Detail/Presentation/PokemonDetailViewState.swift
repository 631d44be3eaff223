public struct PokemonDetailViewState: Sendable, Equatable {
    public var phase: PokemonDetailLoadPhase
    /// The Pokémon, once ``phase`` is `.loaded`.
    public var content: PokemonDetailContent?

    public init(phase: PokemonDetailLoadPhase = .idle, content: PokemonDetailContent? = nil) {
        self.phase = phase
        self.content = content
    }
}

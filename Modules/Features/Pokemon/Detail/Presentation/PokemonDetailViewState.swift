/// What a detail screen shows, in any UI technology.
public enum PokemonDetailViewState: Sendable, Equatable {
    case idle
    case loading
    case loaded(PokemonDetailContent)
    /// Why the detail could not be shown, in words for the user.
    case failed(String)
}

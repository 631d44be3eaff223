import PokemonListFeature

/// The list's router for one request: the list view model says which Pokémon was picked, and
/// the page's answer sends the browser there.
@MainActor
final class PokemonPick: PokemonListRouting {
    private(set) var id: Int?

    func showPokemon(id: Int) {
        self.id = id
    }
}

import PokemonListFeature

/// Remembers every Pokémon the list asked to show.
@MainActor
final class RecordingListRouter: PokemonListRouting {
    private(set) var selected: [Int] = []
    func showPokemon(id: Int) { selected.append(id) }
}

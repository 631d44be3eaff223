/// Where the list sends the user. The list only says which Pokémon was picked; the composition
/// root decides what that opens (the detail module, which the list does not know).
@MainActor
public protocol PokemonListRouting: AnyObject {
    func showPokemon(id: Int)
}

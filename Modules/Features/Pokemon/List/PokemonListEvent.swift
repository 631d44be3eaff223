/// What the user did in the list that someone may want to count, in the list's own words.
public enum PokemonListEvent: Sendable, Hashable {
    /// The user picked the Pokémon with `id`.
    case pokemonSelected(id: Int)
}

/// What the user did in the list that someone may want to count, in the list's own words.
public enum PokemonListEvent: Sendable, Hashable {
    case pokemonSelected(id: Int)
}

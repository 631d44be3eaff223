public import FeatureFlags

public enum PokemonListFlags {
    public static let infiniteScroll = FeatureFlag(
        key: "pokemon.infiniteScroll",
        defaultValue: true,
        description:
            "Load the next page of the Pokémon list when the user nears the end; off: one page and a \"load more\" action."
    )

    /// Declared here only: when it is off, the Pokédex assembly gives the list and the detail no store.
    public static let backup = FeatureFlag(
        key: "pokemon.backup",
        defaultValue: true,
        description:
            "Save every Pokémon page and detail fetched and fall back to them offline; off: no persistence reads or writes."
    )

    public static let all: [FeatureFlag] = [infiniteScroll, backup]
}

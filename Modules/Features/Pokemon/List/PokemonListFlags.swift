public import FeatureFlags

/// The flags the list reads.
public enum PokemonListFlags {
    public static let infiniteScroll = FeatureFlag(
        key: "pokemon.list.infiniteScroll",
        defaultValue: true,
        description:
            "Load the next page of the Pokémon list when the user nears the end; off: one page and a \"load more\" action."
    )

    /// Shared with the detail module, which declares the same flag (same key, default and
    /// description) because features may not import each other.
    public static let backup = FeatureFlag(
        key: "pokemon.backup",
        defaultValue: true,
        description:
            "Save every Pokémon page and detail fetched and fall back to them offline; off: no persistence reads or writes."
    )

    public static let all: [FeatureFlag] = [infiniteScroll, backup]
}

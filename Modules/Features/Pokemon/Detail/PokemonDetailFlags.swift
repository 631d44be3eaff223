public import FeatureFlags

/// The flags the detail reads.
public enum PokemonDetailFlags {
    public static let showMeasurements = FeatureFlag(
        key: "pokemon.detail.showMeasurements",
        defaultValue: true,
        description: "Show a Pokémon's weight (kg) and height (cm); off: both hidden."
    )

    public static let showTypes = FeatureFlag(
        key: "pokemon.detail.showTypes",
        defaultValue: true,
        description: "Show a Pokémon's types in slot order; off: hidden."
    )

    /// The same flag the list declares (`PokemonListFlags.backup`): features may not import each
    /// other, so each declares what it reads; `mosaic flags` lists it once, from the list.
    public static let backup = FeatureFlag(
        key: "pokemon.backup",
        defaultValue: true,
        description:
            "Save every Pokémon page and detail fetched and fall back to them offline; off: no persistence reads or writes."
    )

    /// The detail's own flags; `backup` is listed by the list module.
    public static let all: [FeatureFlag] = [showMeasurements, showTypes]
}

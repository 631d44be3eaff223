public import FeatureFlags

public enum PokemonDetailFlags {
    public static let showMeasurements = FeatureFlag(
        key: "pokemon.showMeasurements",
        defaultValue: true,
        description: "Show a Pokémon's weight (kg) and height (cm); off: both hidden."
    )

    public static let showTypes = FeatureFlag(
        key: "pokemon.showTypes",
        defaultValue: true,
        description: "Show a Pokémon's types in slot order; off: hidden."
    )

    /// Every flag the detail reads; the assembly gives it a backup by the list's `pokemon.backup`, declared once.
    public static let all: [FeatureFlag] = [showMeasurements, showTypes]
}

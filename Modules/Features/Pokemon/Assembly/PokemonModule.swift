public import CompositionKit
public import FeatureFlags
import PokemonDetailFeature
import PokemonEmulator
import PokemonListFeature

/// The Pokédex slice (the list and detail features share it) as the composition root registers
/// it; each client reaches it through a file of its own (`PokemonModule+CommandLine`,
/// `+TerminalApp`, `+WebApp`).
public enum PokemonModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "pokeapi",
        liveBaseURL: PokeAPIEmulator.baseURL,
        emulator: PokeAPIEmulator()
    )

    public static var flags: [FeatureFlag] { PokemonListFlags.all + PokemonDetailFlags.all }

    public static let title = "Pokédex"
    public static let subtitle = "every Pokémon, with types and measurements"
}

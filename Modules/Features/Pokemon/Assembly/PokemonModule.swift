package import CompositionKit
package import FeatureFlags
import PokemonDetailFeature
import PokemonEmulator
import PokemonListFeature

/// The Pokédex slice (list and detail share it) as the composition root registers it; each client reaches it
/// through a file of its own (`PokemonModule+CommandLine`, `+TerminalApp`, `+WebApp`).
package enum PokemonModule: FeatureModule {
    package static let api = FeatureAPI(
        name: "pokeapi",
        liveBaseURL: PokeAPIEmulator.baseURL,
        emulator: PokeAPIEmulator()
    )

    package static var flags: [FeatureFlag] { PokemonListFlags.all + PokemonDetailFlags.all }

    package static let title = "Pokédex"
    package static let subtitle = "every Pokémon, with types and measurements"
}

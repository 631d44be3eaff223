public import CompositionKit
public import FeatureFlags
import Foundation
import PokemonDetailFeature
import PokemonEmulator
import PokemonListFeature
public import TerminalKit
public import WebAppKit

/// The Pokédex slice (the list and detail features share it) as the composition root registers it.
public enum PokemonModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "pokeapi",
        liveBaseURL: URL(string: "https://pokeapi.co/api/v2")!,
        emulator: PokeAPIEmulator()
    )

    public static var flags: [FeatureFlag] { PokemonListFlags.all + PokemonDetailFlags.all }

    public static var commands: [Command] { PokemonCommands.all }

    public static func homeEntry(graph: any FeatureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = PokemonInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: "Pokédex", subtitle: "every Pokémon, with types and measurements") {
            flow.listScreen()
        }
    }

    public static func webSection(graph: any FeatureGraph) -> WebSection? {
        PokemonWebFlow.section(graph: graph)
    }
}

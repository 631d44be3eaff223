import AnalyticsTesting
import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Networking
import Persistence
import PokemonAssembly
import PokemonCommandLine
import PokemonTerminal
import PokemonWeb

/// Runs a `mosaic` command line through the real composition root with the Pokédex slice only.
@MainActor
enum PokemonCommandRunner {
    /// `client` answers PokeAPI in place of the bundled data; `store` replaces the one `--store` opens, unless `nil`.
    static func run(
        _ arguments: [String], client: (any HTTPClient)? = nil, store: (any RecordStore)?
    ) async -> (status: Int32, console: RecordingConsole) {
        var overrides = AppGraph.Overrides(store: store, analytics: RecordingTracker())
        if let client { overrides.httpClients["pokeapi"] = client }
        return await InProcessMosaic.run(
            arguments, features: FeatureRegistry([PokemonModule.self]), overrides: overrides)
    }
}

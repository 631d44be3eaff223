package import PokemonAssembly
package import CommandLineKit

/// The Pokédex slice in the one-shot command line.
extension PokemonModule: CommandLineFeature {
    package static var commands: [Command] { PokemonCommands.all }
}

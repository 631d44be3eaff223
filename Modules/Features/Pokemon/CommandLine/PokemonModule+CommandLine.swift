package import CommandLineKit
package import PokemonAssembly

/// The Pokédex slice in the one-shot command line.
extension PokemonModule: CommandLineFeature {
    package static var commands: [Command] { PokemonCommands.all }
}

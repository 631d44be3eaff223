package import CommandLineKit
package import PokemonAssembly

extension PokemonModule: CommandLineFeature {
    package static var commands: [Command] { PokemonCommands.all }
}

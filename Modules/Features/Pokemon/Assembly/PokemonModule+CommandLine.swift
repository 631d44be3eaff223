public import CommandLineKit

/// The Pokédex slice in the one-shot command line.
extension PokemonModule: CommandLineFeature {
    public static var commands: [Command] { PokemonCommands.all }
}

/// Every command `mosaic` knows, in the order `--help` lists them.
enum CommandCatalog {
    static var all: [Command] {
        PokemonCommands.all
            + LaunchesCommands.all
            + DealershipCommands.all
            + ProductsCommands.all
            + GuidomiaCommands.all
            + [FlagsCommand.command, ConfigCommand.command]
    }

    /// The command whose words start `words` with the longest match.
    static func command(for words: [String]) -> Command? {
        all.filter { words.starts(with: $0.words) }.max { $0.words.count < $1.words.count }
    }

    /// The commands under a group word, such as every `pokemon ...` command.
    static func commands(under word: String) -> [Command] {
        all.filter { $0.words.first == word }
    }
}

import CompositionKit

/// Every command `mosaic` knows, in the order `--help` lists them: each feature's, then the app's own.
@MainActor
struct CommandCatalog {
    let all: [Command]

    /// - Parameter configuration: what `mosaic config` reports; help and lookup read only the words.
    init(features: FeatureRegistry, configuration: AppConfiguration) {
        let commands =
            features.commands + [
                FlagsCommand.make(flags: features.flags, service: configuration.flagsService),
                ConfigCommand.make(apis: features.apis, configuration: configuration),
                ServeCommand.make(features: features),
            ]
        all = commands + [CompletionCommand.make(commands: commands, apiNames: features.apis.map(\.name))]
    }

    /// The command whose words start `words` with the longest match.
    func command(for words: [String]) -> Command? {
        all.filter { words.starts(with: $0.words) }.max { $0.words.count < $1.words.count }
    }

    /// The commands under a group word, such as every `flags ...` command.
    func commands(under word: String) -> [Command] {
        all.filter { $0.words.first == word }
    }
}

import CommandLineKit
import CompositionKit

/// Every command `mosaic` knows, in the order `--help` lists them: each feature's, then the app's own.
@MainActor
struct CommandCatalog {
    let table: CommandTable
    private let features: FeatureRegistry
    /// The features' commands, which no configuration changes: made once per run, not per catalog.
    private let featureCommands: [Command]

    /// - Parameter configuration: what `mosaic config` reports; help and lookup read only the words.
    init(features: FeatureRegistry, configuration: AppConfiguration) {
        self.init(features: features, featureCommands: features.commands, configuration: configuration)
    }

    private init(features: FeatureRegistry, featureCommands: [Command], configuration: AppConfiguration) {
        self.features = features
        self.featureCommands = featureCommands
        let commands =
            featureCommands + [
                FlagsCommand.make(flags: features.flags, service: configuration.flagsService),
                ConfigCommand.make(apis: features.apis, configuration: configuration),
                ServeCommand.make(features: features),
            ]
        table = CommandTable(
            commands + [CompletionCommand.make(commands: commands, apiNames: features.apis.map(\.name))])
    }

    /// The same commands, with the app's own ones reporting `configuration`.
    func configured(_ configuration: AppConfiguration) -> CommandCatalog {
        CommandCatalog(features: features, featureCommands: featureCommands, configuration: configuration)
    }
}

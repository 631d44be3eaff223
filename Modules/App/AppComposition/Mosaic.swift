public import CommandLineKit
import CompositionKit

/// The `mosaic` program: parses the command line, builds the object graph and runs a command.
/// The executable only names its features and calls ``run(arguments:environment:console:features:overrides:)``.
public enum Mosaic {
    /// Runs `mosaic` with `arguments` (without the program name) and returns the exit status.
    /// Every error ends as one `error: ...` line on stderr: 64 for usage errors, 1 otherwise.
    @MainActor
    public static func run(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        features: FeatureRegistry,
        overrides: AppGraph.Overrides = AppGraph.Overrides()
    ) async -> Int32 {
        do {
            return try await execute(
                arguments: arguments, environment: environment, console: console, features: features,
                overrides: overrides)
        } catch {
            console.printError("error: \(error.description)")
            return error.exitStatus
        }
    }

    @MainActor
    private static func execute(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        features: FeatureRegistry,
        overrides: AppGraph.Overrides
    ) async throws(CommandError) -> Int32 {
        let (options, words) = try CommandLineSplitter.split(arguments)
        let help = HelpPrinter(
            catalog: CommandCatalog(features: features, configuration: AppConfiguration()),
            apiNames: features.apis.map(\.name), console: console)
        if words.first == "help" {
            return try help.show(for: Array(words.dropFirst()))
        }
        if words.isEmpty {
            guard console.isInteractive, !options.help, !options.json else {
                return try help.show(for: [])
            }
            return try await InteractiveApp.run(options: options, environment: environment, features: features)
        }
        if options.help {
            return try help.show(for: words)
        }
        guard help.catalog.command(for: words) != nil else {
            throw help.unknownCommand(words)
        }
        let configuration = try await AppConfiguration.resolve(options, environment: environment, features: features)
        for warning in configuration.warnings {
            console.printError("warning: \(warning)")
        }
        let catalog = CommandCatalog(features: features, configuration: configuration)
        guard let command = catalog.command(for: words) else { throw help.unknownCommand(words) }
        let graph = AppGraph(configuration: configuration, overrides: overrides) { line in
            console.printError(line)
        }
        var commandArguments = CommandArguments(Array(words.dropFirst(command.words.count)), usage: command.usage)
        let context = CommandContext(graph: graph, console: console, wantsJSON: configuration.outputJSON)
        // Events tracked before a failure are worth sending too, so the graph finishes either way.
        let outcome: Result<Void, CommandError>
        do {
            try await command.action(&commandArguments, context)
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        await graph.finish()
        try outcome.get()
        return ExitStatus.success
    }
}

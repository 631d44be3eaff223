package import CommandLineKit
import CompositionKit

/// The `mosaic` program: parses the command line, builds the object graph and runs a command.
/// The executable only names its features and calls ``run(arguments:environment:console:features:overrides:)``.
package enum Mosaic {
    /// The version `--version` prints; the one place it is written.
    package static let version = "3.0.0"

    /// `arguments` lack the program name. Every error is one `error: ...` line on stderr: exit 64 for usage, else 1.
    @MainActor
    package static func run(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        features: FeatureRegistry,
        overrides: AppGraph.Overrides = AppGraph.Overrides()
    ) async -> Int32 {
        let status: Int32
        do {
            status = try await execute(
                arguments: arguments, environment: environment, console: console, features: features,
                overrides: overrides)
        } catch {
            // The console escapes quoted text (an argument, a server's words): one line, no terminal control.
            console.printError("error: \(error.description)")
            return error.exitStatus
        }
        // Output that could not be written is a failure even when the command did its work: a
        // script must not take a truncated result for a whole one. A broken pipe ends quietly.
        guard let failure = console.outputFailure else { return status }
        if let line = failure.errorLine { console.printError(line) }
        return failure.exitStatus
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
        if options.version {
            console.printLine("mosaic \(version)")
            return ExitStatus.success
        }
        let defaults = AppConfiguration(stateDirectory: StateDirectory.url(environment: environment))
        let catalog = CommandCatalog(features: features, configuration: defaults)
        let help = HelpPrinter(commands: catalog.table, apiNames: features.apis.map(\.name), console: console)
        if words.first == "help" {
            return try help.show(for: Array(words.dropFirst()))
        }
        if words.isEmpty {
            guard console.isInteractive, !options.help, !options.json else {
                return try help.show(for: [])
            }
            return try await InteractiveApp.run(options: options, environment: environment, features: features)
        }
        if options.help || help.isGroup(words) {
            return try help.show(for: words)
        }
        guard catalog.table.command(for: words) != nil else {
            throw help.unknownCommand(words)
        }
        // Options, then arguments, are checked before anything is made, written or contacted; the flag service last.
        let checked = try AppConfiguration.resolve(options, environment: environment, features: features)
        guard let checkedCommand = catalog.configured(checked).table.command(for: words) else {
            throw help.unknownCommand(words)
        }
        let commandWords = Array(words.dropFirst(checkedCommand.words.count))
        _ = try checkedCommand.parse(commandWords)
        let configuration = await checked.consultingFlagsService(features: features, environment: environment)
        for warning in configuration.warnings {
            console.printError("warning: \(warning)")
        }
        // Reading is pure, so the command is read again with the consulted configuration, not run twice.
        guard let command = catalog.configured(configuration).table.command(for: words) else {
            throw help.unknownCommand(words)
        }
        let run = try command.parse(commandWords)
        let appGraph = AppGraph(configuration: configuration, overrides: overrides) { line in
            console.printError(line)
        }
        // Events wait until the outcome is known (``PendingAnalytics``).
        var pending: PendingAnalytics?
        let graph = DecoratedGraph(
            appGraph,
            analytics: { tracker in
                let held = PendingAnalytics(tracker)
                pending = held
                return held
            })
        let context = CommandContext(
            graph: graph, console: console, wantsJSON: configuration.outputJSON,
            outputWidth: CommandContext.outputWidth(for: console, environment: environment), environment: environment)
        // An event records what the user saw: a usage error means they saw no result, so its events
        // are dropped; events tracked before any other failure are sent, so the graph finishes either way.
        let outcome: Result<Void, CommandError>
        do {
            try await run(context)
            pending?.release()
            outcome = .success(())
        } catch {
            if case .usage = error { pending?.discard() } else { pending?.release() }
            outcome = .failure(error)
        }
        await appGraph.finish()
        try outcome.get()
        return ExitStatus.success
    }
}

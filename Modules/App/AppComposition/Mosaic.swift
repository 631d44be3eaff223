/// The `mosaic` program: parses the command line, builds the object graph and runs a command.
/// The executable only calls ``run(arguments:environment:console:overrides:)``.
public enum Mosaic {
    /// Runs `mosaic` with `arguments` (without the program name) and returns the exit status.
    /// Every error ends as one `error: ...` line on stderr: 64 for usage errors, 1 otherwise.
    @MainActor
    public static func run(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        overrides: AppGraph.Overrides = AppGraph.Overrides()
    ) async -> Int32 {
        do {
            return try await execute(
                arguments: arguments, environment: environment, console: console, overrides: overrides)
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
        overrides: AppGraph.Overrides
    ) async throws(CommandError) -> Int32 {
        let (options, words) = try CommandLineSplitter.split(arguments)
        if words.first == "help" {
            return try showHelp(for: Array(words.dropFirst()), console: console)
        }
        if words.isEmpty {
            guard console.isInteractive, !options.help, !options.json else {
                console.printLines(HelpText.overview())
                return ExitStatus.success
            }
            return try await InteractiveApp.run(options: options, environment: environment)
        }
        if options.help {
            return try showHelp(for: words, console: console)
        }
        guard let command = CommandCatalog.command(for: words) else {
            throw unknownCommand(words)
        }
        let configuration = try AppConfiguration.resolve(options, environment: environment)
        let graph = AppGraph(configuration: configuration, overrides: overrides) { line in
            console.printError(line)
        }
        var commandArguments = CommandArguments(Array(words.dropFirst(command.words.count)), usage: command.usage)
        try await command.action(&commandArguments, CommandContext(graph: graph, console: console))
        return ExitStatus.success
    }

    @MainActor
    private static func showHelp(for words: [String], console: any Console) throws(CommandError) -> Int32 {
        guard !words.isEmpty else {
            console.printLines(HelpText.overview())
            return ExitStatus.success
        }
        if let command = CommandCatalog.command(for: words), command.words.count == words.count || words.count > 1 {
            console.printLines(HelpText.help(for: [command]))
            return ExitStatus.success
        }
        let group = CommandCatalog.commands(under: words[0])
        guard !group.isEmpty else { throw unknownCommand(words) }
        console.printLines(HelpText.help(for: group))
        return ExitStatus.success
    }

    private static func unknownCommand(_ words: [String]) -> CommandError {
        let group = CommandCatalog.commands(under: words[0])
        if !group.isEmpty {
            let names = group.map { $0.words.dropFirst().joined(separator: " ") }.joined(separator: ", ")
            return .usage("unknown command '\(words.joined(separator: " "))'; \(words[0]) takes: \(names)")
        }
        let groups = Array(Set(CommandCatalog.all.compactMap(\.words.first))).sorted().joined(separator: ", ")
        return .usage("unknown command '\(words[0])'; commands: \(groups) (see mosaic --help)")
    }
}

import CommandLineKit
import CompositionKit
import Networking

/// Finds the usage errors a command reports from its own arguments (a page that is not a
/// number, an unknown department) before the run creates or contacts anything.
///
/// A command reads its arguments inside its action, so the check runs the action against a
/// graph that keeps nothing and reaches nothing: the memory store, no analytics, a client that
/// refuses every request, and a console whose output is dropped. A usage error is thrown;
/// anything else (the first refused request, as a rule) means the command line is valid. A
/// usage error that depends on the data itself (a vehicle type the dealership does not have)
/// can only be found by the real run.
@MainActor
enum UsageCheck {
    static func run(
        _ command: Command, arguments: [String], configuration: AppConfiguration, features: FeatureRegistry,
        environment: [String: String], like console: any Console
    ) async throws(CommandError) {
        var commandArguments = try command.parse(arguments)
        var offline = configuration
        offline.store = .memory
        offline.analytics = .none
        let refusing = Dictionary(
            uniqueKeysWithValues: features.apis.map { ($0.name, RefusingHTTPClient() as any HTTPClient) })
        let graph = AppGraph(configuration: offline, overrides: AppGraph.Overrides(httpClients: refusing)) { _ in }
        // Output is dropped, but the command sees the same kind of terminal as in the real run.
        let dropped = DiscardingConsole(like: console)
        let context = CommandContext(
            graph: graph, console: dropped, wantsJSON: configuration.outputJSON,
            outputWidth: CommandContext.outputWidth(for: console, environment: environment), environment: environment,
            isUsageCheck: true)
        do {
            try await command.action(&commandArguments, context)
        } catch {
            if case .usage = error { throw error }
        }
    }
}

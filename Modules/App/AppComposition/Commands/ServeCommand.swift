import CommandLineKit
import CompositionKit
import HTTPServerKit
import TerminalKit
import WebAppKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mosaic serve`: every feature as a local web app over the commands' view models, until SIGINT or SIGTERM.
enum ServeCommand {
    /// The port when `--port` is not given: unassigned by IANA, and easy to tell apart in `ss -ltn`.
    static let defaultPort = 8737

    static func make(features: FeatureRegistry) -> Command {
        Command(
            ["serve"],
            summary: "Serve every feature as a local web app on 127.0.0.1, until Ctrl-C or SIGTERM.",
            options: [
                .value(
                    "--port", "N",
                    help: "The port on 127.0.0.1 (0...65535; 0 picks a free one). Default \(defaultPort).")
            ],
            details: [
                "Prints 'Serving Mosaic at http://127.0.0.1:<port>/' once it listens; only this machine can connect.",
                "A port in use exits 1. See Docs/WebApp.md for the pages and the security model.",
            ]
        ) { arguments throws(CommandError) in
            let port = try arguments.integer("--port", in: 0...65_535) ?? defaultPort
            try arguments.finish()
            return { context throws(CommandError) in
                // Caught before the server starts, so a signal sent on reading "listening" stops it.
                TerminationSignals.install(TerminationSignals.server)
                defer { TerminationSignals.uninstall(TerminationSignals.server) }
                let server = WebServer(
                    routes: WebHome.routes(features: features, graph: context.graph),
                    configuration: HTTPServerConfiguration(port: UInt16(port)))
                do {
                    try server.start()
                } catch {
                    throw .failure("cannot serve: \(error)")
                }
                // Listening is this command's result: from now on each page's events go as they happen.
                (context.graph.analytics as? PendingAnalytics)?.release()
                // A server lives on: the flags its pages read follow the flag service.
                (context.graph as? DecoratedGraph<AppGraph>)?.base.keepFlagsCurrent()
                context.console.printLine("Serving Mosaic at http://127.0.0.1:\(server.port)/")
                let signal = await TerminationSignals.next()
                context.console.printError("Stopping (\(signal == SIGINT ? "SIGINT" : "SIGTERM")).")
                await server.stop()
            }
        }
    }
}

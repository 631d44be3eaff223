import CommandLineKit
import CompositionKit
import Foundation
import TerminalKit

/// `mosaic config`: the adapters and base URLs in effect, after every option and variable.
enum ConfigCommand {
    static func make(apis: [FeatureAPI], configuration: AppConfiguration) -> Command {
        Command(
            ["config"],
            summary: "Show the adapters and base URLs in effect."
        ) { arguments throws(CommandError) in
            try arguments.finish()
            let apis = apis.map { api in
                let endpoint = configuration.endpoint(for: api)
                return APIRow(
                    name: api.name,
                    baseURL: endpoint.baseURL.absoluteString,
                    transport: endpoint.transport == .bundled
                        ? "bundled data (NetworkingOffline)" : "HTTP (NetworkingURLSession)"
                )
            }
            let report = ConfigReport(
                apis: apis,
                store: configuration.store.description,
                analytics: configuration.analytics.description,
                analyticsDestination: destination(of: configuration),
                flagLayers: configuration.flagLayers,
                flagsService: configuration.flagsService?.status(now: Date()),
                serviceWaitMilliseconds: configuration.serviceWait.wholeMilliseconds,
                verbose: configuration.verbose,
                now: configuration.startInstant.map { "\($0.formatted(.iso8601)) (from --now)" } ?? "the real clock",
                offlineLatencyMilliseconds: configuration.offlineLatency.wholeMilliseconds
            )
            return { context throws(CommandError) in
                if context.wantsJSON {
                    try context.printJSON(report)
                    return
                }
                context.console.printLines(
                    TextTable.render(
                        header: ["API", "BASE URL", "THROUGH"], rows: apis.map { [$0.name, $0.baseURL, $0.transport] })
                )
                context.console.printLine()
                context.console.printLines(
                    TextTable.render(
                        header: nil,
                        rows: [
                            ["store", report.store],
                            ["analytics", "\(report.analytics): \(report.analyticsDestination)"],
                            ["flag layers", report.flagLayers.joined(separator: " > ")],
                        ] + (report.flagsService.map { [["flags service", $0]] } ?? []) + [
                            [
                                "service wait",
                                "\(report.serviceWaitMilliseconds) ms (MOSAIC_SERVICE_WAIT_MS changes it)",
                            ],
                            ["clock", report.now],
                            ["verbose", report.verbose ? "on" : "off"],
                            ["offline latency", "\(report.offlineLatencyMilliseconds) ms"],
                        ]
                    )
                )
            }
        }
    }

    /// Where events end up, so `mosaic config` answers "where did my events go?".
    private static func destination(of configuration: AppConfiguration) -> String {
        switch configuration.analytics {
        case .zoogle: "events appended to \(configuration.zoogleLog.path) (ZOOGLE_LOG changes it)"
        case .console: "one line per event on stderr"
        case .none: "events dropped"
        case .segment:
            "events sent in batches at exit; undelivered ones wait in "
                + AppGraph.analyticsQueue(in: configuration.stateDirectory).path
        }
    }

    private struct APIRow: Encodable {
        var name: String
        var baseURL: String
        var transport: String
    }

    private struct ConfigReport: Encodable {
        var apis: [APIRow]
        var store: String
        var analytics: String
        var analyticsDestination: String
        var flagLayers: [String]
        var flagsService: String?
        var serviceWaitMilliseconds: Int
        var verbose: Bool
        var now: String
        var offlineLatencyMilliseconds: Int
    }
}

import CommandLineKit
import CompositionKit
import FeatureFlags
import Foundation
import TerminalKit

/// `mosaic flags`: every flag the features declare, its value and where the value came from.
enum FlagsCommand {
    static func make(flags: [FeatureFlag], service: FlagsService?) -> Command {
        Command(
            ["flags"],
            summary: "List every feature flag with its value and where the value came from.",
            details: [
                "Precedence: --flag KEY=on|off > MOSAIC_FLAG_<KEY> environment variable > "
                    + "--flags-service URL (OFREP) > --flags-file > default."
            ]
        ) { arguments throws(CommandError) in
            try arguments.finish()
            return { context throws(CommandError) in
                let resolutions = flags.sorted { $0.key < $1.key }.map { context.graph.flags.resolve($0) }
                if context.wantsJSON {
                    try context.printJSON(resolutions.map(FlagRow.init))
                    return
                }
                let rows = resolutions.map { resolution in
                    [
                        resolution.flag.key, resolution.isEnabled ? "on" : "off", resolution.origin.rawValue,
                        resolution.flag.description,
                    ]
                }
                context.console.printLines(
                    TextTable.render(header: ["FLAG", "VALUE", "FROM", "WHAT IT DOES"], rows: rows))
                if let service {
                    context.console.printLine()
                    context.console.printLine("Service values: \(service.status(now: Date())).")
                }
                if !resolutions.isEmpty {
                    context.console.printLine()
                    context.console.printLine(
                        "Set one with --flag KEY=on|off or an environment variable such as \(resolutions[0].flag.environmentVariable)=off."
                    )
                }
            }
        }
    }

    private struct FlagRow: Encodable {
        var key: String
        var enabled: Bool
        var origin: String
        var defaultValue: Bool
        var environmentVariable: String
        var description: String

        init(_ resolution: FlagResolution) {
            key = resolution.flag.key
            enabled = resolution.isEnabled
            origin = resolution.origin.rawValue
            defaultValue = resolution.flag.defaultValue
            environmentVariable = resolution.flag.environmentVariable
            description = resolution.flag.description
        }
    }
}

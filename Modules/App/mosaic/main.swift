import AppComposition
import Foundation

let status = await Mosaic.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    console: StandardConsole()
)
exit(status)

import Foundation
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mosaic` with no arguments on a terminal: the full-screen app over the same view models
/// the one-shot commands use.
@MainActor
enum InteractiveApp {
    static func run(options: GlobalOptions, environment: [String: String]) async throws(CommandError) -> Int32 {
        // The screen is stderr's usual place, so anything that would print there goes to a log.
        let logDirectory = StoreChoice.cacheDirectory(environment: environment)
        try? FileManager.default.createDirectory(at: logDirectory, withIntermediateDirectories: true)
        let logFile = logDirectory.appendingPathComponent("mosaic.log")
        if environment["ZOOGLE_LOG"]?.isEmpty ?? true {
            setenv("ZOOGLE_LOG", logDirectory.appendingPathComponent("zoogle.log").path, 1)
        }
        let configuration = try AppConfiguration.resolve(options, environment: environment)
        let log = LogFile(url: logFile)
        let graph = AppGraph(configuration: configuration) { line in log.append(line) }
        let home = MenuScreen(title: "Mosaic", entries: HomeEntries.make(graph: graph))
        let model = TerminalAppModel(root: home, status: dataSourceStatus(configuration))
        let colors = (environment["NO_COLOR"] ?? "").isEmpty
        guard await TerminalApp.run(model, colors: colors) else {
            throw .failure("the interactive app needs a terminal on stdin and stdout")
        }
        return ExitStatus.success
    }

    static func dataSourceStatus(_ configuration: AppConfiguration) -> String {
        let live = API.allCases.filter { configuration.endpoints[$0]?.transport == .live }
        switch live.count {
        case 0: return "data: bundled"
        case API.allCases.count: return "data: live"
        default: return "data: bundled, live for \(live.map(\.rawValue).joined(separator: ", "))"
        }
    }
}

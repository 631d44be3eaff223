import CommandLineKit
import CompositionKit
import Foundation
import PictureKit
import TerminalAppKit
import TerminalKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mosaic` with no arguments on a terminal: the full-screen app over the commands' view models.
@MainActor
enum InteractiveApp {
    static func run(
        options: GlobalOptions, environment: [String: String], features: FeatureRegistry
    ) async throws(CommandError) -> Int32 {
        // Checked before anything is created or contacted.
        let checked = try AppConfiguration.resolve(options, environment: environment, features: features)
        // The screen is stderr's usual place, so anything that would print there goes to a log.
        let logDirectory = StoreChoice.cacheDirectory(environment: environment)
        try? FileManager.default.createDirectory(at: logDirectory, withIntermediateDirectories: true)
        let logFile = logDirectory.appendingPathComponent("mosaic.log")
        let configuration = await checked.consultingFlagsService(features: features, environment: environment)
        let log = LogFile(url: logFile)
        configuration.warnings.forEach { log.append("warning: \($0)") }
        let graph = AppGraph(configuration: configuration) { line in log.append(line) }
        graph.keepFlagsCurrent()
        let navigation = ScreenNavigation(
            pictureDisplay: PictureDisplay.detect(environment: environment, outputIsTerminal: true))
        let home = home(features: features, graph: graph, navigation: navigation)
        let model = TerminalAppModel(
            root: home, status: dataSourceStatus(configuration, apis: features.apis.map(\.name)))
        navigation.app = model
        let colors = (environment["NO_COLOR"] ?? "").isEmpty
        let ran = await TerminalApp.run(model, colors: colors)
        await graph.finish()
        guard ran else {
            throw .failure("the interactive app needs a terminal on stdin and stdout")
        }
        return ExitStatus.success
    }

    /// The home screen: each slice's entry, in the registry's order.
    static func home(features: FeatureRegistry, graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen {
        let entries = features.modules.map { $0.homeEntry(graph: graph, navigation: navigation) }
        return MenuScreen(title: "Mosaic", entries: entries)
    }

    static func dataSourceStatus(_ configuration: AppConfiguration, apis: [String]) -> String {
        let live = apis.filter { configuration.endpoints[$0]?.transport == .live }
        switch live.count {
        case 0: return "data: bundled"
        case apis.count: return "data: live"
        default: return "data: bundled, live for \(live.joined(separator: ", "))"
        }
    }
}

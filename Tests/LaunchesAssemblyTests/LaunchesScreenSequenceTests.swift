import AppCompositionTesting
import FoundationTesting
import LaunchesFeature
import LaunchesTerminal
import TerminalAppKit
import TerminalKit
import Testing

@testable import AppComposition
@testable import LaunchesAssembly
@testable import LaunchesCommandLine
@testable import LaunchesWeb

/// Follows the terminal app opening the Launches list from its home menu to the SpaceX emulator and back to
/// the screen's lines, writing `Diagrams/requests/screen-launches-list.md`; the screen the real home entry
/// opens must show the same lines.
@Suite("Request diagram: the Launches screen through every layer")
@MainActor
struct LaunchesScreenSequenceTests {
    private static let size = TerminalSize(columns: 80, rows: 12)

    @Test func openingTheListGoesFromTheRegistryToTheEmulatorAndBackToTheScreen() async throws {
        let path = LaunchesRequestPath()
        let trace = path.trace
        let driver = "mosaic (terminal app)"
        let module = LaunchesRequestPath.module(as: "TerminalAppFeature")
        let screenName = "LaunchListScreen (terminal)"
        let registry = FeatureRegistry([LaunchesModule.self])

        // The home menu holds one entry per registered slice, in the registry's order.
        trace.call(driver, LaunchesRequestPath.registry, "home(features:graph:navigation:)")
        trace.call(LaunchesRequestPath.registry, module, "homeEntry(graph:navigation:)")
        let entry = try #require(registry.modules.first).homeEntry(graph: path.graph, navigation: ScreenNavigation())
        trace.reply(module, LaunchesRequestPath.registry, "Entry \"\(entry.title)\"")
        trace.reply(LaunchesRequestPath.registry, driver, "MenuScreen")

        trace.call(driver, module, "Enter on \"\(entry.title)\": open()")
        trace.call(module, LaunchesRequestPath.viewModel, "init(client: .live(service), tab: .upcoming)")
        let model = path.listViewModel(graph: path.graph, tab: .upcoming)
        trace.call(module, screenName, "init(viewModel:)")
        let screen = LaunchListScreen(viewModel: model)
        trace.reply(module, driver, "LaunchListScreen")
        trace.call(driver, screenName, "appear()")
        trace.call(screenName, LaunchesRequestPath.viewModel, "load()")
        screen.appear()
        await Self.waitUntilShown(screen)
        trace.reply(LaunchesRequestPath.viewModel, screenName, LaunchesRequestPath.summary(of: model))
        trace.call(driver, screenName, "body(size: \(Self.size.columns)x\(Self.size.rows))")
        let lines = Self.text(of: screen)
        trace.reply(screenName, driver, "\(lines.count) lines")
        trace.call(driver, "Terminal (output)", "draws the \(lines.count) lines")

        // The same menu, built by the root from the registry over an untraced graph, opens the real screen.
        let untraced = AppGraph(configuration: AppConfiguration(), diagnostics: { _ in })
        let home = InteractiveApp.home(features: registry, graph: untraced, navigation: ScreenNavigation())
        guard case .push(let real) = home.handle(.enter, size: Self.size) else {
            Issue.record("Enter on the home menu opened nothing")
            return
        }
        real.appear()
        await Self.waitUntilShown(real)
        #expect(lines == Self.text(of: real), "the drawn path shows what the home entry's screen shows")
        #expect(lines.contains { $0.contains("Upcoming") })
        #expect(model.state.current.rows.count == 18, "every upcoming launch of the bundled data fits a page")
        #expect(trace.recorded.filter { $0.to == LaunchesRequestPath.adapter }.count == 1)
        try SequenceDiagramFile(
            name: "screen-launches-list", title: "One screen through every layer: opening the Launches list",
            about: "The terminal app's home menu has one entry per registered slice; Enter on Launches opens the "
                + "slice's list screen over a view model built as its assembly builds it. The screen's `appear()` "
                + "loads the first page through the client seam, the service and the `HTTPClient` port, which "
                + "the offline adapter answers from the bundled SpaceX data; the app then draws the screen's body. "
                + "Drawn from `Tests/LaunchesAssemblyTests/LaunchesScreenSequenceTests.swift`, which also checks "
                + "that the screen the root's home menu opens shows the same lines.",
            recordedBy: "LaunchesScreenSequenceTests", folder: SequenceDiagramFile.requestsFolder
        ).verify(trace)
    }

    private static func text(of screen: any InteractiveScreen) -> [String] {
        screen.body(size: size).map { $0.spans.map(\.text).joined() }
    }

    /// `appear()` loads in a task of its own: waits until the loading line is gone.
    private static func waitUntilShown(_ screen: any InteractiveScreen) async {
        let shown = await waitUntil { !text(of: screen).contains { $0.contains("Loading") } }
        #expect(shown, "the screen never loaded")
    }
}

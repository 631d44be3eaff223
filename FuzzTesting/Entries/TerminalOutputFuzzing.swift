import CommandLineKitTesting
import TerminalAppKit

#if DEBUG
// The registry's API list, the home menu and the app's status line are internal to the
// composition root; debug builds compile it with testing enabled.
@testable import AppComposition
import CommandLineKit
import CompositionKit
import DealershipAssembly
import DealershipCommandLine
import DealershipTerminal
import DealershipWeb
import Foundation
import GuidomiaAssembly
import GuidomiaCommandLine
import GuidomiaTerminal
import GuidomiaWeb
import LaunchesAssembly
import LaunchesCommandLine
import LaunchesTerminal
import LaunchesWeb
import Networking
import NetworkingOffline
import PokemonAssembly
import PokemonCommandLine
import PokemonTerminal
import PokemonWeb
import ProductsAssembly
import ProductsCommandLine
import ProductsTerminal
import ProductsWeb
import TerminalKit

/// Hostile text from every API through every command's text output and every screen of the
/// interactive app, as `mosaic` runs them: the servers answer from the bundled data with the
/// fuzzer's text in their strings (or fail with it), and whatever reaches the terminal must hold
/// no control but the styling Mosaic writes itself (``TerminalOutputOracle``). A violation traps.
enum TerminalOutputFuzzing {
    private static let dealership = "a7fef0da-0e90-4e96-982d-f2340be94b97"

    /// Every feature command, and the app's own that print what a service or a file said.
    static let commands: [[String]] = [
        ["pokemon", "list"], ["pokemon", "list", "--offset", "1340"], ["pokemon", "show", "25"],
        ["pokemon", "show", "mr-mime"], ["pokemon", "sync"], ["pokemon", "backup", "check"],
        ["launches", "list"], ["launches", "list", "--past"], ["launches", "show", "5fe3b15eb3467846b324216d"],
        ["dealership", "list"], ["dealership", "show", dealership],
        ["dealership", "show", dealership, "--type", "rv"],
        ["products", "categories"], ["products", "list", "drsss"], ["products", "show", "59011007"],
        ["guidomia", "list"], ["guidomia", "list", "--make", "BMW"], ["flags"], ["config"],
    ]

    /// The keys that walk each feature's screens from its first one, in home-menu order; the
    /// frame is checked after each group, once the screen has settled.
    static let walks: [[[Key]]] = [
        [[], [.down, .enter], [.escape, .end], [.character("m")]],
        [[], [.enter], [.escape, .tab], [.enter], [.character("r")]],
        [[], [.enter], [.right, .space], [.down, .down]],
        [[], [.enter], [.enter], [.escape, .escape]],
        [[], [.enter], [.character("m")], [.down, .enter], [.character("o")], [.enter]],
    ]

    @MainActor
    static func run(_ data: Data) async {
        let input = HostileInput(data)
        let registry = FeatureRegistry([
            PokemonModule.self, LaunchesModule.self, DealershipModule.self, ProductsModule.self, GuidomiaModule.self,
        ])
        let inFlight = InFlightRequests()
        let scenario = input.scenario % (commands.count + walks.count)
        if scenario < commands.count {
            await runCommand(commands[scenario], input: input, registry: registry, inFlight: inFlight)
        } else {
            await walk(walks[scenario - commands.count], feature: scenario - commands.count, input, registry, inFlight)
        }
        // A command may end with requests it no longer needs still running, and a screen with a
        // refresh or a picture loading: the input ends once they have, and the main actor has
        // taken their answers.
        for _ in 0..<2000 {
            guard !inFlight.isEmpty else { break }
            try? await Task.sleep(for: .milliseconds(1))
        }
        for _ in 0..<3 { try? await Task.sleep(for: .milliseconds(1)) }
    }

    @MainActor
    private static func servers(
        _ input: HostileInput, _ registry: FeatureRegistry, smallPokedex: Bool, inFlight: InFlightRequests
    )
        -> AppGraph.Overrides
    {
        let clients = registry.apis.map { api -> (String, any HTTPClient) in
            let emulator = OfflineHTTPClient(serving: api.emulator, named: api.name, at: api.liveBaseURL)
            let client = HostileAPIClient(
                emulator: emulator, strings: input.strings, answer: input.answer,
                picture: input.servesPictures ? Data(picture) : nil, smallPokedex: smallPokedex, inFlight: inFlight)
            return (api.name, client)
        }
        return AppGraph.Overrides(httpClients: Dictionary(uniqueKeysWithValues: clients))
    }

    @MainActor
    private static func runCommand(
        _ command: [String], input: HostileInput, registry: FeatureRegistry, inFlight: InFlightRequests
    ) async {
        var arguments = command + ["--store", "memory", "--analytics", input.verbose ? "console" : "none"]
        if input.verbose { arguments.append("--verbose") }
        if input.json { arguments.append("--json") }
        if input.image, command.count > 1, command[1] == "show" { arguments.append("--image") }
        let console = RecordingConsole(outputIsTerminal: input.outputIsTerminal, terminalColumns: 100)
        let status = await Mosaic.run(
            arguments: arguments, environment: input.environment, console: console, features: registry,
            overrides: servers(input, registry, smallPokedex: command == ["pokemon", "sync"], inFlight: inFlight))
        let shown = "mosaic \(arguments.joined(separator: " "))"
        check(console.output, lineBreaks: true, "standard output of \(shown)")
        check(console.error, lineBreaks: true, "standard error of \(shown)")
        if input.json, status == 0 {
            precondition(
                (try? JSONSerialization.jsonObject(with: Data(console.output.utf8))) != nil,
                "\(shown) printed JSON that does not parse: \(console.output.prefix(300).debugDescription)")
        }
    }

    @MainActor
    private static func walk(
        _ steps: [[Key]], feature: Int, _ input: HostileInput, _ registry: FeatureRegistry,
        _ inFlight: InFlightRequests
    ) async {
        var options = GlobalOptions()
        options.store = "memory"
        options.analytics = "none"
        guard
            let configuration = try? AppConfiguration.resolve(
                options, environment: input.environment, features: registry)
        else { preconditionFailure("the walk's configuration does not resolve") }
        // The app writes its diagnostics to a log file, not the screen.
        let overrides = servers(input, registry, smallPokedex: false, inFlight: inFlight)
        let graph = AppGraph(configuration: configuration, overrides: overrides, diagnostics: { _ in })
        let navigation = ScreenNavigation(
            pictureDisplay: PictureDisplay.detect(environment: input.environment, outputIsTerminal: true))
        let home = InteractiveApp.home(features: registry, graph: graph, navigation: navigation)
        let model = TerminalAppModel(
            root: home, status: InteractiveApp.dataSourceStatus(configuration, apis: registry.apis.map(\.name)))
        navigation.app = model
        let size = TerminalSize(columns: input.columns, rows: input.rows)
        var renderer = ScreenRenderer(colors: input.colors)
        for _ in 0..<feature { model.handle(.down, size: size) }
        model.handle(.enter, size: size)
        for (number, keys) in steps.enumerated() {
            for key in keys { model.handle(key, size: size) }
            await settle(model, size: size)
            let frame = model.frame(size: size)
            var fresh = ScreenRenderer(colors: input.colors)
            let place = "feature \(feature), step \(number), \(size.columns)x\(size.rows)"
            check(fresh.frame(frame, size: size).encoded, lineBreaks: false, "the whole frame at \(place)")
            check(renderer.frame(frame, size: size).encoded, lineBreaks: false, "the frame's changes at \(place)")
        }
        model.handle(.character("?"), size: size)
        check(renderer.frame(model.frame(size: size), size: size).encoded, lineBreaks: false, "the help")
        await graph.finish()
    }

    /// Waits until the screen shows what it loaded: no loading line and the same frame twice,
    /// or, while a loading line stays (a failure some screens show that way), the same frame
    /// for a while. Bounded either way.
    @MainActor
    private static func settle(_ model: TerminalAppModel, size: TerminalSize) async {
        var last: [StyledLine] = []
        var unchanged = 0
        for _ in 0..<200 {
            let frame = model.frame(size: size)
            unchanged = frame == last ? unchanged + 1 : 0
            last = frame
            let loading = frame.contains {
                $0.plainText.contains("Loading") || $0.plainText.contains("loading picture")
            }
            if unchanged >= (loading ? 40 : 2) { return }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    private static func check(_ output: String, lineBreaks: Bool, _ place: @autoclosure () -> String) {
        if let violation = TerminalOutputOracle.violation(in: output, lineBreaks: lineBreaks) {
            preconditionFailure("\(place()) would drive the terminal: \(violation)")
        }
    }

    /// A 4×4 PNG, red above blue, served for every picture when the input asks for pictures.
    private static let picture: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
        0x00, 0x04, 0x00, 0x00, 0x00, 0x04, 0x08, 0x06, 0x00, 0x00, 0x00, 0xA9, 0xF1, 0x9E, 0x7E, 0x00, 0x00, 0x00,
        0x19, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xB8, 0x23, 0xA7, 0xF1, 0x1F, 0x19, 0x33, 0x60, 0x08, 0xC8,
        0xC9, 0x9D, 0xF8, 0x8F, 0x8C, 0x31, 0x04, 0x00, 0x67, 0xB0, 0x21, 0x21, 0xCB, 0xF5, 0xE9, 0xC2, 0x00, 0x00,
        0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
#endif

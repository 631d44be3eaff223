import FeatureFlags
import FeatureFlagsTesting
import Foundation
import PokemonDetailFeature
import PokemonListFeature
import PokemonTerminal
import PokemonTesting
import TerminalAppKit
import TerminalAppKitTesting
import TerminalKit
import TerminalKitTesting
import Testing

@Suite("The interactive Pokédex over its view models")
@MainActor
struct PokemonInteractiveTests {
    private nonisolated static let total = 45

    /// The list of a Pokédex of `total` Pokémon named `mon-N`, or as `name` says.
    private static func list(name: (Int) -> String = { "mon-\($0)" }) -> StubPokemonList {
        StubPokemonList(names: (1...total).map(name))
    }

    /// The detail of any id, an electric Pokémon of 6 kg and 40 cm named `mon-N` or as `name` says.
    private static func detail(name: @escaping @Sendable (Int) -> String = { "mon-\($0)" }) -> PokemonDetailClient {
        .stub { identifier throws(PokemonDetailError) in
            guard case .id(let id) = identifier else { throw .notFound(identifier.description) }
            let detail = PokemonDetail(
                id: id, name: name(id), imageURL: URL(string: "https://sprites.test/\(id).png"), types: ["electric"],
                weightHectograms: 60, heightDecimetres: 4)
            return StoredDetail(detail: detail, savedAt: nil)
        }
    }

    /// What the composition root does: the selection is reported (here, recorded), then the
    /// detail is pushed. The list holds it strongly as its event sink, so it lives as long as the list.
    @MainActor
    private final class Router: PokemonListRouting, PokemonListEventSink {
        let detail: PokemonDetailClient
        private(set) var events: [PokemonListEvent] = []
        weak var app: TerminalAppModel?

        init(detail: PokemonDetailClient) {
            self.detail = detail
        }

        func receive(_ event: PokemonListEvent) {
            events.append(event)
        }

        func showPokemon(id: Int) {
            let viewModel = PokemonDetailViewModel(identifier: .id(id), client: detail, flags: StubFeatureFlags())
            app?.push(PokemonDetailScreen(viewModel: viewModel))
        }
    }

    private func makeApp(
        _ pokedex: StubPokemonList = PokemonInteractiveTests.list(),
        detail: PokemonDetailClient = PokemonInteractiveTests.detail(),
        flags: StubFeatureFlags = StubFeatureFlags()
    ) -> (AppDriver, Router) {
        let router = Router(detail: detail)
        let list = PokemonListViewModel(client: pokedex.client, flags: flags, router: router, events: router)
        let driver = AppDriver(root: PokemonListScreen(viewModel: list))
        router.app = driver.model
        return (driver, router)
    }

    @Test func scrollingToTheEndLoadsEveryPageAndShowsTheEnd() async {
        let (app, _) = makeApp()
        #expect(await app.waitForText("Pokémon: 20 shown of 45"))
        #expect(app.selectedRow?.contains("Mon-1") == true)
        // Holding Down: each press near the end asks for the next page.
        #expect(
            await app.waitUntil {
                app.press(.down)
                return app.screen.contains { $0.contains("End of the list.") }
            })
        app.press(.end)
        #expect(app.screen.contains { $0.contains("Pokémon: 45 shown of 45") })
        #expect(app.selectedRow?.contains("Mon-45") == true)
    }

    @Test func aLoadingRowShowsWhileTheNextPageLoads() async {
        let pokedex = Self.list()
        pokedex.hold(offset: 20)
        let (app, _) = makeApp(pokedex)
        #expect(await app.waitForText("20 shown"))
        app.press(.pageDown)
        #expect(await app.waitForText("Loading Pokémon…"))
        pokedex.release(offset: 20)
        #expect(await app.waitForText("40 shown"))
        #expect(!app.screen.contains { $0.contains("Loading") })
    }

    @Test func enterLogsTheSelectionAndOpensTheDetail() async throws {
        let (app, router) = makeApp()
        #expect(await app.waitForText("20 shown"))
        app.press(.down, .down, .enter)
        #expect(router.events == [.pokemonSelected(id: 3)])
        #expect(await app.waitForText("Mon-3 (#3)"))
        let screen = app.screen.joined(separator: "\n")
        for expected in ["Electric", "6.0 kg", "40 cm", "https://sprites.test/3.png"] {
            #expect(screen.contains(expected))
        }
        app.press(.escape)
        #expect(app.model.current is PokemonListScreen)
        #expect(app.selectedRow?.contains("Mon-3") == true)
    }

    /// Names that would retitle the window, fill the clipboard, clear the screen, overwrite a
    /// line and reverse the text: the list, the detail and the breadcrumb show them as text.
    @Test func aServersNamesReachTheScreenAsVisibleText() async {
        let hostile = "\u{1B}]0;t\u{7}\u{1B}]52;c;eA==\u{7}\u{1B}[2J\u{9B}H\r\u{202E}"
        let shown = "\\e]0;t\\u{7}\\e]52;c;eA==\\u{7}\\e[2J\\u{9B}H\\r\\u{202E}"
        var (app, _) = makeApp(
            Self.list(name: { "mon\($0)" + hostile }), detail: Self.detail(name: { "mon\($0)" + hostile }))
        app.size = TerminalSize(columns: 120, rows: 24)
        #expect(await app.waitForText("20 shown"))
        #expect(TerminalOutput.rawControls(in: app.rendered()).isEmpty)
        #expect(TerminalOutput.withoutOwnSequences(app.rendered()).contains("Mon1" + shown))
        app.press(.down, .down, .enter)
        #expect(await app.waitForText("(#3)"))
        let detail = app.rendered()
        #expect(TerminalOutput.rawControls(in: detail).isEmpty)
        #expect(TerminalOutput.withoutOwnSequences(detail).contains("Pokédex › Mon3" + shown))
    }

    @Test func aFailedPageKeepsTheRowsAndRRetriesIt() async {
        let pokedex = Self.list()
        pokedex.fail(offset: 20)
        let (app, _) = makeApp(pokedex)
        #expect(await app.waitForText("20 shown"))
        app.press(.end)
        #expect(await app.waitForText("r retry"))
        #expect(app.screen.contains { $0.contains("Mon-20") })
        pokedex.heal(offset: 20)
        app.press(.character("r"))
        #expect(await app.waitForText("40 shown"))
    }

    @Test func withInfiniteScrollOffMLoadsTheNextPage() async {
        let (app, _) = makeApp(flags: StubFeatureFlags([PokemonListFlags.infiniteScroll: false]))
        #expect(await app.waitForText("20 shown"))
        app.press(.end)
        #expect(await app.waitForText("load more"))
        try? await Task.sleep(for: .milliseconds(20))
        #expect(app.screen.contains { $0.contains("20 shown") })
        app.press(.character("m"))
        #expect(await app.waitForText("40 shown"))
    }
}

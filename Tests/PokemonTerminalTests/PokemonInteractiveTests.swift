import FeatureFlags
import FeatureFlagsTesting
import Foundation
import Networking
import NetworkingTesting
import PokemonDetailFeature
import PokemonListFeature
import PokemonTerminal
import Synchronization
import TerminalKit
import TerminalKitTesting
import Testing

@Suite("The interactive Pokédex over its view models")
@MainActor
struct PokemonInteractiveTests {
    private nonisolated static let base = URL(string: "https://pokeapi.test/api/v2")!
    private nonisolated static let total = 45

    /// A PokeAPI with `total` Pokémon; `failingOffset` makes the page at that offset fail once.
    private static func pokeAPI(
        failOnceAt failingOffset: Int? = nil, name: @escaping @Sendable (Int) -> String = { "mon-\($0)" }
    ) -> StubHTTPClient {
        let failed = Mutex(false)
        return StubHTTPClient { request throws(NetworkingError) -> HTTPResponse in
            let url = request.url
            if url.path.hasSuffix("/pokemon"), let offset = url.intQuery("offset"), let limit = url.intQuery("limit") {
                let failsNow = failed.withLock { hasFailed in
                    guard offset == failingOffset, !hasFailed else { return false }
                    hasFailed = true
                    return true
                }
                if failsNow { throw .noConnection(url: url, reason: "offline") }
                let ids = Array((offset + 1)...min(offset + limit, total))
                return .jsonObject([
                    "count": total,
                    "next": offset + limit < total
                        ? "\(base)/pokemon?offset=\(offset + limit)&limit=\(limit)" : NSNull(),
                    "previous": NSNull(),
                    "results": ids.map { ["name": name($0), "url": "\(base)/pokemon/\($0)/"] },
                ])
            }
            guard let id = Int(url.lastPathComponent) else { return HTTPResponse(statusCode: 404) }
            return .jsonObject([
                "id": id, "name": name(id), "height": 4, "weight": 60,
                "sprites": ["front_default": "https://sprites.test/\(id).png"],
                "types": [["slot": 1, "type": ["name": "electric"]]],
            ])
        }
    }

    /// What the composition root does: the selection is reported (here, recorded), then the
    /// detail is pushed. The list holds it strongly as its event sink, so it lives as long as the list.
    @MainActor
    private final class Router: PokemonListRouting, PokemonListEventSink {
        let client: StubHTTPClient
        private(set) var events: [PokemonListEvent] = []
        weak var app: TerminalAppModel?

        init(client: StubHTTPClient) {
            self.client = client
        }

        func receive(_ event: PokemonListEvent) {
            events.append(event)
        }

        func showPokemon(id: Int) {
            let repository = PokemonDetailRepository(
                service: PokemonDetailService(client: client, baseURL: PokemonInteractiveTests.base), store: nil)
            let detail = PokemonDetailViewModel(
                identifier: .id(id), repository: repository, flags: StaticFeatureFlags())
            app?.push(PokemonDetailScreen(viewModel: detail))
        }
    }

    private func makeApp(
        client: StubHTTPClient, flags: StaticFeatureFlags = StaticFeatureFlags()
    ) -> (AppDriver, Router) {
        let router = Router(client: client)
        let repository = PokemonListRepository(
            service: PokemonListService(client: client, baseURL: Self.base), store: nil)
        let list = PokemonListViewModel(repository: repository, flags: flags, router: router, events: router)
        let driver = AppDriver(root: PokemonListScreen(viewModel: list))
        router.app = driver.model
        return (driver, router)
    }

    @Test func scrollingToTheEndLoadsEveryPageAndShowsTheEnd() async {
        let (app, _) = makeApp(client: Self.pokeAPI())
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
        let gate = Mutex(true)
        let pages = Self.pokeAPI()
        let slow = StubHTTPClient { request throws(NetworkingError) -> HTTPResponse in
            if request.url.query?.contains("offset=20") == true {
                while gate.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(2)) }
            }
            return try await pages.send(request)
        }
        let (app, _) = makeApp(client: slow)
        #expect(await app.waitForText("20 shown"))
        app.press(.pageDown)
        #expect(await app.waitForText("Loading Pokémon…"))
        gate.withLock { $0 = false }
        #expect(await app.waitForText("40 shown"))
        #expect(!app.screen.contains { $0.contains("Loading") })
    }

    @Test func enterLogsTheSelectionAndOpensTheDetail() async throws {
        let (app, router) = makeApp(client: Self.pokeAPI())
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
        var (app, _) = makeApp(client: Self.pokeAPI(name: { "mon\($0)" + hostile }))
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
        let (app, _) = makeApp(client: Self.pokeAPI(failOnceAt: 20))
        #expect(await app.waitForText("20 shown"))
        app.press(.end)
        #expect(await app.waitForText("r retry"))
        #expect(app.screen.contains { $0.contains("Mon-20") })
        app.press(.character("r"))
        #expect(await app.waitForText("40 shown"))
    }

    @Test func withInfiniteScrollOffMLoadsTheNextPage() async {
        let (app, _) = makeApp(
            client: Self.pokeAPI(), flags: StaticFeatureFlags([PokemonListFlags.infiniteScroll: false]))
        #expect(await app.waitForText("20 shown"))
        app.press(.end)
        #expect(await app.waitForText("load more"))
        try? await Task.sleep(for: .milliseconds(20))
        #expect(app.screen.contains { $0.contains("20 shown") })
        app.press(.character("m"))
        #expect(await app.waitForText("40 shown"))
    }
}

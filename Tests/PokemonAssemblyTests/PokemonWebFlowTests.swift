import Analytics
import AnalyticsTesting
import CompositionKit
import Foundation
import ImageDecodingTesting
import Networking
import NetworkingOffline
import PersistenceTesting
import Testing
import WebAppKit

@testable import AppComposition
@testable import PokemonAssembly
@testable import PokemonWeb

/// The Pokédex pages over the real assembly and the bundled PokeAPI: a picked name reaches
/// analytics through the slice's event sink, as in the terminal, and the pages page.
@Suite("Pokédex web pages through the assembly")
@MainActor
struct PokemonWebFlowTests {
    private let tracker = RecordingTracker()

    private func router(httpClients: [String: any HTTPClient] = [:]) -> WebRouter {
        let graph = AppGraph(
            configuration: AppConfiguration(),
            overrides: .init(httpClients: httpClients, store: RecordingRecordStore(), analytics: tracker),
            diagnostics: { _ in })
        return WebRouter(PokemonWebFlow.section(graph: graph).routes)
    }

    private func get(_ path: String, query: [String: String] = [:]) async -> WebResponse {
        await router().respond(
            to: WebRequest(
                method: .get, path: path, query: query, context: WebRequestContext(isFromThisApp: true)))
    }

    @Test func pickingANameSendsPokemonSelectedThenOpensTheDetail() async {
        let pick = await get("/pokemon/pick/25")
        #expect(pick.status == 303)
        #expect(pick.headers["Location"] == "/pokemon/25")
        #expect(tracker.events.map(\.name) == ["pokemon_selected"])
        #expect(tracker.events.first?.parameters == ["id": .int(25)])
        let detail = await get("/pokemon/25")
        #expect(detail.status == 200)
        #expect(detail.text.contains("<h1>Pikachu</h1>"))
        #expect(detail.text.contains("6.0 kg"))
        #expect(tracker.events.count == 1, "viewing or reloading a detail is not a pick")
    }

    @Test func theSpriteIsServedAtAnOpaqueKeyOfTheServerAndOfflineIsThePlaceholder() async {
        let router = router()
        let detail = await router.respond(to: WebRequest(method: .get, path: "/pokemon/25"))
        #expect(detail.text.contains("<img class=\"sprite\" src=\"/pokemon/pictures/p1\" alt=\"Pikachu\">"))
        #expect(!detail.text.contains("githubusercontent"), "the source URL never reaches the page")
        let sprite = await router.respond(to: WebRequest(method: .get, path: "/pokemon/pictures/p1"))
        #expect(sprite.status == 200)
        #expect(sprite.headers["Content-Type"] == "image/svg+xml")
        for path in ["/pokemon/pictures/p2", "/pokemon/pictures/https:%2F%2Fexample.com%2Fa.png"] {
            #expect(await router.respond(to: WebRequest(method: .get, path: path)).status == 404)
        }
    }

    @Test func onlineTheSpriteIsTheFileThePipelineFetchedThroughTheNetworkingPort() async {
        let api = PokemonModule.api
        let router = router(httpClients: [
            api.name: PokeAPIWithSprites(
                api: OfflineHTTPClient(serving: api.emulator, named: api.name, at: api.liveBaseURL))
        ])
        _ = await router.respond(to: WebRequest(method: .get, path: "/pokemon/25"))
        let sprite = await router.respond(to: WebRequest(method: .get, path: "/pokemon/pictures/p1"))
        #expect(sprite.status == 200)
        #expect(sprite.headers["Content-Type"] == "image/png")
        #expect(sprite.body == Array(StubSprite.png))
    }

    @Test func listPagesAndTheirFragmentsFollowOneAnother() async {
        let first = await get("/pokemon")
        #expect(first.status == 200)
        #expect(first.text.contains("<strong>Bulbasaur</strong>"))
        #expect(first.text.contains("data-fragment=\"/pokemon/page/2\""))
        let second = await get("/pokemon", query: ["page": "2"])
        #expect(second.text.contains("<strong>Pikachu</strong>"))
        #expect(!second.text.contains("Bulbasaur"))
        let fragment = await get("/pokemon/page/2")
        #expect(fragment.status == 200)
        #expect(fragment.text.hasPrefix("<ul class=\"rows pokedex\">"))
        #expect(fragment.text.contains("<strong>Pikachu</strong>"))
    }

    @Test func unknownPagesAndPokemonAre404() async {
        #expect(await get("/pokemon", query: ["page": "0"]).status == 404)
        #expect(await get("/pokemon", query: ["page": "x"]).status == 404)
        #expect(await get("/pokemon", query: ["page": "9999"]).status == 404)
        #expect(await get("/pokemon/page/9999").status == 404)
        #expect(await get("/pokemon/pick/pikachu").status == 404)
        #expect(await get("/pokemon/..%2f").status == 404)
        #expect(await get("/pokemon/999999").status == 404)
        #expect(tracker.events.isEmpty)
    }
}

/// The bundled PokeAPI, and the test sprite at every sprite URL: a picture the pipeline can
/// fetch and decode, as the live sprites host would serve it.
private struct PokeAPIWithSprites: HTTPClient {
    let api: OfflineHTTPClient

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        if request.url.host == "raw.githubusercontent.com" {
            return HTTPResponse(statusCode: 200, body: StubSprite.png)
        }
        return try await api.send(request)
    }
}

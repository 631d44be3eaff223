import Foundation
import Networking
import NetworkingTesting
import PokemonTesting
import Testing

@testable import PokemonListFeature

@Suite("Pokémon list service against recorded live pages")
struct PokemonListServiceTests {
    private func service(answering fixtureName: String) throws -> PokemonListService {
        let body = try PokemonListFixtures.json(fixtureName)
        return PokemonListService(client: RecordingHTTPClient { _ in .json(body) }, baseURL: StubPokeAPI.baseURL)
    }

    /// Recorded pages: the first of 2023, the minified first and middle pages of 2021, the short
    /// last page (ids past 10000 are alternate forms) and a page past the end, each with the
    /// first entry's id taken from its URL.
    @Test(
        arguments: [
            ("pokemon_list_offset0_limit20_2023", 0, 1292, 20, true, PokemonSummary(id: 1, name: "bulbasaur")),
            ("pokemon_list_offset0_limit20_2021", 0, 1118, 20, true, PokemonSummary(id: 1, name: "bulbasaur")),
            ("pokemon_list_offset500_limit20_2021", 500, 1118, 20, true, PokemonSummary(id: 501, name: "oshawott")),
            (
                "pokemon_list_offset1100_limit20_lastpage_2021", 1100, 1118, 18, false,
                PokemonSummary(id: 10203, name: "corviknight-gmax")
            ),
            ("pokemon_list_offset2000_limit20_outofbounds_2021", 2000, 1118, 0, false, nil),
        ] as [(String, Int, Int, Int, Bool, PokemonSummary?)])
    func aRecordedPageDecodes(
        fixture: String, offset: Int, total: Int, count: Int, hasMore: Bool, first: PokemonSummary?
    ) async throws {
        let page = try await service(answering: fixture).page(offset: offset, limit: 20)
        #expect(page.total == total)
        #expect(page.entries.count == count)
        #expect(page.hasMore == hasMore)
        #expect(page.entries.first == first)
    }

    @Test func itAsksForTheOffsetAndLimitUnderTheBaseURL() async throws {
        let client = RecordingHTTPClient { _ in .json(#"{"count":0,"next":null,"previous":null,"results":[]}"#) }
        _ = try await PokemonListService(client: client, baseURL: StubPokeAPI.baseURL).page(offset: 40, limit: 10)
        #expect(client.requests.map(\.url.pathAndQuery) == ["/api/v2/pokemon?offset=40&limit=10"])
    }

    @Test(arguments: [
        ("https://pokeapi.co/api/v2/pokemon/25/", 25), ("https://pokeapi.co/api/v2/pokemon/10001", 10001),
    ])
    func theIdIsTheLastComponentOfTheURL(url: String, id: Int) {
        #expect(PokemonListService.id(fromResourceURL: url) == id)
    }

    @Test func anEntryWithoutAnIdIsAnUndecodableBody() async {
        let client = RecordingHTTPClient { _ in
            .json(#"{"count":1,"next":null,"previous":null,"results":[{"name":"x","url":"https://e/pokemon/x/"}]}"#)
        }
        await #expect(throws: NetworkingError.self) {
            _ = try await PokemonListService(client: client, baseURL: StubPokeAPI.baseURL).page(offset: 0, limit: 1)
        }
    }
}

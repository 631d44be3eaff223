import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import PokemonListFeature

@Suite("Pokémon list service against recorded live pages")
struct PokemonListServiceTests {
    private func service(answering fixtureName: String) throws -> PokemonListService {
        let body = try PokemonListFixtures.json(fixtureName)
        return PokemonListService(client: RecordingHTTPClient { _ in .json(body) }, baseURL: StubPokeAPIList.baseURL)
    }

    @Test func theFirstPageOf2023DecodesWithIdsFromTheURLs() async throws {
        let page = try await service(answering: "pokemon_list_offset0_limit20_2023").page(offset: 0, limit: 20)
        #expect(page.total == 1292)
        #expect(page.entries.count == 20)
        #expect(page.entries.first == PokemonSummary(id: 1, name: "bulbasaur"))
        #expect(page.entries.map(\.id) == Array(1...20))
        #expect(page.hasMore)
    }

    @Test func theMinifiedPagesOf2021Decode() async throws {
        let first = try await service(answering: "pokemon_list_offset0_limit20_2021").page(offset: 0, limit: 20)
        let middle = try await service(answering: "pokemon_list_offset500_limit20_2021").page(offset: 500, limit: 20)
        #expect(first.total == 1118)
        #expect(middle.entries.count == 20)
        #expect(middle.hasMore)
    }

    @Test func theLastPageIsShortAndSaysThereIsNoMore() async throws {
        let page = try await service(answering: "pokemon_list_offset1100_limit20_lastpage_2021").page(
            offset: 1100, limit: 20)
        #expect(page.entries.count == 18)
        #expect(!page.hasMore)
        #expect(page.entries.first?.id == 10203)
    }

    @Test func aPagePastTheEndIsEmpty() async throws {
        let page = try await service(answering: "pokemon_list_offset2000_limit20_outofbounds_2021").page(
            offset: 2000, limit: 20)
        #expect(page.entries.isEmpty)
        #expect(!page.hasMore)
    }

    @Test func itAsksForTheOffsetAndLimitUnderTheBaseURL() async throws {
        let client = RecordingHTTPClient { _ in .json(#"{"count":0,"next":null,"previous":null,"results":[]}"#) }
        _ = try await PokemonListService(client: client, baseURL: StubPokeAPIList.baseURL).page(offset: 40, limit: 10)
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
            _ = try await PokemonListService(client: client, baseURL: StubPokeAPIList.baseURL).page(offset: 0, limit: 1)
        }
    }
}

import Foundation
import Networking
import NetworkingTesting
import Persistence
import PersistenceTesting
import PokemonTesting
import Testing

@testable import PokemonListFeature

/// A list endpoint whose `count` lies: sync must page only as far as the answers go.
@Suite("Pokémon list sync against a list that claims 10¹² entries")
struct PokemonListEndlessServerTests {
    /// Honours the offset for `real` entries, then answers empty pages, always with count 1e12
    /// and a next link.
    private func lyingCount(real: Int) -> RecordingHTTPClient {
        RecordingHTTPClient { request in
            let offset = request.url.intQuery("offset") ?? 0
            let limit = request.url.intQuery("limit") ?? 20
            let results = (offset..<max(offset, min(real, offset + limit))).map { index in
                #"{"name": "p\#(index + 1)", "url": "https://pokeapi.test/api/v2/pokemon/\#(index + 1)/"}"#
            }
            return .json(
                #"{"count": 1e12, "next": "https://pokeapi.test/api/v2/pokemon?offset=\#(offset + limit)", "#
                    + #""previous": null, "results": [\#(results.joined(separator: ","))]}"#)
        }
    }

    @Test func paginationEndsAtTheFirstEmptyPageWhateverTheCountSays() async throws {
        let client = lyingCount(real: 45)
        let result = try await PokemonListFixtures.sync(client, RecordingRecordStore()).run()
        #expect(result.entries.map(\.id) == Array(1...45))
        #expect(result.total == 45, "the size is what arrived, not the claimed 10¹²")
        #expect(client.requests.count == 4, "three pages and the empty one that ends the list")
        #expect(result.failures.isEmpty)
    }

    @Test func aServerThatIgnoresTheOffsetStopsAtTheSecondPage() async throws {
        let client = RecordingHTTPClient { _ in
            .json(
                #"{"count": 1e12, "next": "https://pokeapi.test/api/v2/pokemon?offset=20", "previous": null, "#
                    + #""results": [{"name": "bulbasaur", "url": "https://pokeapi.test/api/v2/pokemon/1/"}]}"#)
        }
        let result = try await PokemonListFixtures.sync(client, RecordingRecordStore()).run()
        #expect(client.requests.count == 2)
        #expect(result.failures.count == 1)
        #expect(result.failures.first?.contains("already received at another offset") == true, "\(result.failures)")
    }

    @Test func aListThatNeverEndsStopsAtTheMaximum() async throws {
        let client = lyingCount(real: .max)
        let sync = PokemonListSync(
            service: PokemonListService(client: client, baseURL: StubPokeAPI.baseURL),
            store: RecordingRecordStore(),
            pageSize: 1_000)
        let result = try await sync.run()
        #expect(client.requests.count == PokemonListService.maximumTotal / 1_000)
        #expect(result.failures.last?.contains("more than 100000 Pokémon") == true, "\(result.failures)")
    }

    @Test(arguments: [
        (claimed: 1_000_000_000_000, offset: 0, received: 20, hasMore: true, expected: 100_000),
        (claimed: 1_000_000_000_000, offset: 40, received: 5, hasMore: false, expected: 45),
        (claimed: 1_302, offset: 2_000, received: 0, hasMore: false, expected: 1_302),
        (claimed: 1_000_000_000_000, offset: 60, received: 0, hasMore: false, expected: 60),
        (claimed: 3, offset: 0, received: 20, hasMore: true, expected: 21),
    ])
    func theTotalIsWhatTheAnswersBearOut(
        claimed: Int, offset: Int, received: Int, hasMore: Bool, expected: Int
    ) {
        #expect(
            PokemonListService.total(claimed: claimed, offset: offset, received: received, hasMore: hasMore) == expected
        )
    }
}

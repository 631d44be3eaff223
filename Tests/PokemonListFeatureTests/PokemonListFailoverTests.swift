import Networking
import NetworkingTesting
import PersistenceTesting
import PokemonListFeature
import PokemonTesting
import Testing

@Suite("Pokémon list fails over to the backup once")
struct PokemonListFailoverTests {
    /// A walk over five saved pages with the network down asks the network once, not five times.
    @Test func afterTheFirstConnectivityFailureSavedPagesDoNotAskTheNetwork() async throws {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        let online = PokemonListFixtures.list(StubPokeAPI(count: 100).makeClient(), store: store)
        for offset in stride(from: 0, to: 100, by: 20) { _ = try await online.page(offset, 20) }

        let offline = StubPokeAPI.offline()
        let list = PokemonListFixtures.list(offline, store: store)
        var ids: [Int] = []
        var page = try await list.page(0, 20)
        ids += page.entries.map(\.id)
        while page.hasMore {
            page = try await list.page(ids.count, 20)
            ids += page.entries.map(\.id)
        }
        #expect(ids == Array(1...100))
        #expect(offline.requests.count == 1)
    }

    /// A page the backup lacks still goes to the network, and starting over asks it again.
    @Test func aMissingPageAndAReconnectAskTheNetworkAgain() async throws {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        _ = try await PokemonListFixtures.list(StubPokeAPI(count: 100).makeClient(), store: store).page(0, 20)

        let offline = StubPokeAPI.offline()
        let list = PokemonListFixtures.list(offline, store: store)
        _ = try await list.page(0, 20)
        #expect(offline.requests.count == 1)
        await #expect(throws: PokemonListError.self, "the second page was never saved") { try await list.page(20, 20) }
        #expect(offline.requests.count == 2)
        await list.reconnect()
        let again = try await list.page(0, 20)
        #expect(again.entries.map(\.id) == Array(1...20))
        #expect(offline.requests.count == 3)
    }
}

import Networking
import NetworkingTesting
import PersistenceTesting
import Testing

@testable import PokemonListFeature

@Suite("Pokémon list fails over to the backup once")
@MainActor
struct PokemonListFailoverTests {
    /// A walk over five saved pages with the network down asks the network once, not five times.
    @Test func afterTheFirstConnectivityFailureSavedPagesDoNotAskTheNetwork() async {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        let online = PokemonListViewModel.make(client: FakePokeAPIList(count: 100).makeClient(), store: store)
        await online.load()
        while online.state.paging.hasMore { await online.loadMore() }

        let offline = StubHTTPClient { request throws(NetworkingError) in
            throw .noConnection(url: request.url, reason: "offline")
        }
        let model = PokemonListViewModel.make(client: offline, store: store)
        await model.load()
        while model.state.paging.hasMore, model.state.failureMessage == nil { await model.loadMore() }
        #expect(model.state.rows.map(\.id) == Array(1...100))
        #expect(offline.requests.count == 1)
    }

    /// A page the backup lacks still goes to the network, and starting over asks it again.
    @Test func aMissingPageAndARefreshAskTheNetworkAgain() async {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        let online = PokemonListViewModel.make(client: FakePokeAPIList(count: 100).makeClient(), store: store)
        await online.load()

        let offline = StubHTTPClient { request throws(NetworkingError) in
            throw .noConnection(url: request.url, reason: "offline")
        }
        let model = PokemonListViewModel.make(client: offline, store: store)
        await model.load()
        #expect(offline.requests.count == 1)
        await model.loadMore()
        #expect(model.state.canRetry, "the second page was never saved")
        #expect(offline.requests.count == 2)
        await model.refresh()
        #expect(model.state.rows.map(\.id) == Array(1...20))
        #expect(offline.requests.count == 3)
    }
}

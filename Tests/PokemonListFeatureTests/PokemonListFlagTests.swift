import Foundation
import NetworkingTesting
import PersistenceTesting
import Testing

@testable import PokemonListFeature

@Suite("Pokémon list flags")
@MainActor
struct PokemonListFlagTests {
    @Test func withInfiniteScrollOffNearingTheEndLoadsNothingAndOffersLoadMore() async {
        let client = FakePokeAPIList(count: 45).makeClient()
        let model = PokemonListViewModel.make(client: client, flags: [PokemonListFlags.infiniteScroll: false])
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(client.requests.count == 1)
        #expect(model.state.loadMoreMode == .onRequest)
        #expect(model.state.showsLoadMore)

        await model.loadMore()
        #expect(model.state.rows.count == 40)
    }

    @Test func withInfiniteScrollOnThereIsNoLoadMoreAction() async {
        let model = PokemonListViewModel.make(client: FakePokeAPIList(count: 45).makeClient())
        await model.load()
        #expect(model.state.loadMoreMode == .automatic)
        #expect(!model.state.showsLoadMore)
    }

    @Test func withBackupOnEveryPageIsSaved() async throws {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        let model = PokemonListViewModel.make(client: FakePokeAPIList(count: 45).makeClient(), store: store)
        await model.load()
        #expect(try await store.count(in: PokemonListBackup.collection) == 20)
    }

    @Test func withBackupOffTheStoreIsNeverTouched() async {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        let api = FakePokeAPIList(count: 45)
        api.fail(offset: 20)
        let model = PokemonListViewModel.make(
            client: api.makeClient(), store: store, flags: [PokemonListFlags.backup: false])
        await model.load()
        await model.loadMore()
        #expect(await store.operations.isEmpty)
        #expect(model.state.canRetry)
    }
}

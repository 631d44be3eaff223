import Foundation
import Networking
import NetworkingTesting
import Persistence
import PersistenceTesting
import Testing

@testable import PokemonListFeature

@Suite("Pokémon list backup and offline fallback")
@MainActor
struct PokemonListBackupTests {
    private let offline = StubHTTPClient { request throws(NetworkingError) in
        throw .noConnection(url: request.url, reason: "offline")
    }

    @Test func offlineTheListComesFromTheBackupAndSaysWhenItWasSaved() async {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        let online = PokemonListViewModel.make(client: FakePokeAPIList(count: 45).makeClient(), store: store)
        await online.load()
        await online.loadMore()

        let model = PokemonListViewModel.make(client: offline, store: store)
        await model.load()
        await model.loadMore()
        #expect(model.state.rows.map(\.id) == Array(1...40))
        #expect(model.state.paging.total == 45)
        #expect(model.state.savedAt == PokemonListFixtures.savedDate)
        #expect(model.state.savedDataNotice == "saved data from \(PokemonListFixtures.savedDate.formatted(.iso8601))")
        await model.loadMore()
        #expect(model.state.canRetry, "the third page was never saved")
    }

    @Test func anotherPageSizeIsAnsweredFromWhatWasSaved() async {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        let online = PokemonListViewModel.make(client: FakePokeAPIList(count: 45).makeClient(), store: store)
        await online.load()
        let model = PokemonListViewModel.make(client: offline, store: store, startOffset: 5, pageSize: 10)
        await model.load()
        #expect(model.state.rows.map(\.id) == Array(6...15))
    }

    @Test func freshDataShowsNoSavedNotice() async {
        let model = PokemonListViewModel.make(client: FakePokeAPIList(count: 45).makeClient())
        await model.load()
        #expect(model.state.savedDataNotice == nil)
    }

    @Test func aFailedFetchLosesNothingSaved() async throws {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        let online = PokemonListViewModel.make(client: FakePokeAPIList(count: 45).makeClient(), store: store)
        await online.load()
        let model = PokemonListViewModel.make(client: offline, store: store, startOffset: 20)
        await model.load()
        #expect(model.state.canRetry)
        #expect(try await store.count(in: PokemonListBackup.collection) == 20)
    }

    @Test func aBrokenStoreDoesNotHideAFetchedPage() async {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        await store.setFailure(.ioFailure(reason: "disk full"))
        let model = PokemonListViewModel.make(client: FakePokeAPIList(count: 45).makeClient(), store: store)
        await model.load()
        #expect(model.state.rows.count == 20)
    }

    @Test func aServerErrorOtherThanConnectivityIsNotMaskedByTheBackup() async {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        await PokemonListViewModel.make(client: FakePokeAPIList(count: 45).makeClient(), store: store).load()
        let broken = StubHTTPClient { _ in .json("not json") }
        let model = PokemonListViewModel.make(client: broken, store: store)
        await model.load()
        #expect(model.state.rows.isEmpty)
        #expect(model.state.failureMessage?.contains("could not be read") == true)
    }
}

@Suite("Pokémon list sync")
struct PokemonListSyncTests {
    private func sync(_ client: any HTTPClient, _ store: any RecordStore) -> PokemonListSync {
        PokemonListSync(
            service: PokemonListService(client: client, baseURL: FakePokeAPIList.baseURL), store: store, pageSize: 20)
    }

    @Test func aFirstRunFetchesEveryPageAndASecondRunNone() async throws {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        let client = FakePokeAPIList(count: 45).makeClient()
        let first = try await sync(client, store).run()
        #expect(first.entries.map(\.id) == Array(1...45))
        #expect(first.fetchedPages == 3)
        #expect(client.requests.count == 3)

        let second = try await sync(client, store).run()
        #expect(second.alreadySavedPages == 3)
        #expect(second.fetchedPages == 0)
        #expect(second.entries.count == 45)
        #expect(client.requests.count == 3)
    }

    @Test func aFailedPageIsCountedAndFetchedOnTheNextRun() async throws {
        let store = FakeRecordStore(now: { PokemonListFixtures.savedDate })
        let api = FakePokeAPIList(count: 45)
        api.fail(offset: 20)
        let client = api.makeClient()
        let first = try await sync(client, store).run()
        #expect(first.failures.count == 1)
        #expect(first.entries.count == 25)

        api.heal(offset: 20)
        let second = try await sync(client, store).run()
        #expect(second.fetchedPages == 1)
        #expect(second.alreadySavedPages == 2)
        #expect(second.entries.map(\.id) == Array(1...45))
    }
}

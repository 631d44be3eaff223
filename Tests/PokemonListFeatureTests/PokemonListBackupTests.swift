import Foundation
import Networking
import NetworkingTesting
import Persistence
import PersistenceTesting
import PokemonTesting
import Testing

@testable import PokemonListFeature

@Suite("Pokémon list backup and offline fallback")
struct PokemonListBackupTests {
    /// Two pages fetched online are saved and fresh; offline they come from the backup with
    /// their date, in any page size, and a page never saved fails without losing the others.
    @Test func offlineTheListComesFromTheBackupAndSaysWhenItWasSaved() async throws {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        let online = PokemonListFixtures.list(StubPokeAPI(count: 45).makeClient(), store: store)
        #expect(try await online.page(0, 20).savedAt == nil)
        _ = try await online.page(20, 20)
        #expect(try await store.count(in: PokemonListBackup.collection) == 40)

        let list = PokemonListFixtures.list(StubPokeAPI.offline(), store: store)
        let first = try await list.page(0, 20)
        let second = try await list.page(20, 20)
        #expect((first.entries + second.entries).map(\.id) == Array(1...40))
        #expect(second.total == 45)
        #expect(second.hasMore)
        #expect([first.savedAt, second.savedAt] == [PokemonListFixtures.savedDate, PokemonListFixtures.savedDate])
        #expect(try await list.page(5, 10).entries.map(\.id) == Array(6...15))
        await #expect(throws: PokemonListError.self, "the third page was never saved") {
            try await list.page(40, 20)
        }
        #expect(try await store.count(in: PokemonListBackup.collection) == 40)
    }

    @Test func aBrokenStoreDoesNotHideAFetchedPage() async throws {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        await store.setFailure(.ioFailure(reason: "disk full"))
        let page = try await PokemonListFixtures.list(StubPokeAPI(count: 45).makeClient(), store: store).page(0, 20)
        #expect(page.entries.count == 20)
    }

    @Test func aServerErrorOtherThanConnectivityIsNotMaskedByTheBackup() async throws {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        _ = try await PokemonListFixtures.list(StubPokeAPI(count: 45).makeClient(), store: store).page(0, 20)
        let broken = RecordingHTTPClient { _ in .json("not json") }
        let error = await #expect(throws: PokemonListError.self) {
            try await PokemonListFixtures.list(broken, store: store).page(0, 20)
        }
        guard case .badResponse = error else {
            Issue.record("expected a bad response, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("could not be read") == true)
    }
}

@Suite("Pokémon list sync")
struct PokemonListSyncTests {
    @Test func aFirstRunFetchesEveryPageAndASecondRunNone() async throws {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        let client = StubPokeAPI(count: 45).makeClient()
        let first = try await PokemonListFixtures.sync(client, store).run()
        #expect(first.entries.map(\.id) == Array(1...45))
        #expect(first.fetchedPages == 3)
        #expect(client.requests.count == 3)

        let second = try await PokemonListFixtures.sync(client, store).run()
        #expect(second.alreadySavedPages == 3)
        #expect(second.fetchedPages == 0)
        #expect(second.entries.count == 45)
        #expect(client.requests.count == 3)
    }

    @Test func aFailedPageIsCountedAndFetchedOnTheNextRun() async throws {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        let api = StubPokeAPI(count: 45)
        api.fail(offset: 20)
        let client = api.makeClient()
        let first = try await PokemonListFixtures.sync(client, store).run()
        #expect(first.failures.count == 1)
        #expect(first.entries.count == 25)

        api.heal(offset: 20)
        let second = try await PokemonListFixtures.sync(client, store).run()
        #expect(second.fetchedPages == 1)
        #expect(second.alreadySavedPages == 2)
        #expect(second.entries.map(\.id) == Array(1...45))
    }
}

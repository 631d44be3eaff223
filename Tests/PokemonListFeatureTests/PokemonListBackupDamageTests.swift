import Foundation
import Networking
import NetworkingTesting
import Persistence
import PersistenceTesting
import PokemonTesting
import Testing

@testable import PokemonListFeature

/// Damaged and unwritable list entries: pages are counted once, damage is repaired and
/// reported by key, and the offline fallback stops at damage and says so.
@Suite("Pokémon list backup: damage, full disk, read-only")
struct PokemonListBackupDamageTests {
    private func adds(_ result: PokemonListSyncResult) -> Bool {
        result.fetchedPages + result.alreadySavedPages + result.repairedPages + result.failures.count == result.pages
    }

    /// A full backup of 45 entries whose entry at position 25 no longer decodes.
    private func damagedStore() async throws -> RecordingRecordStore {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        _ = try await PokemonListFixtures.sync(StubPokeAPI(count: 45).makeClient(), store).run()
        try await store.saveEncoded(
            [EncodedRecord(key: "000025", data: Data([0x00, 0xFF]))], in: PokemonListBackup.collection)
        return store
    }

    @Test func aPageWithADamagedEntryIsFetchedAgainAndCountedRepaired() async throws {
        let store = try await damagedStore()
        let client = StubPokeAPI(count: 45).makeClient()

        let result = try await PokemonListFixtures.sync(client, store).run()

        #expect(result.repairedPages == 1)
        #expect(result.repairedEntries == 1)
        #expect(result.alreadySavedPages == 2)
        #expect(result.damaged.map(\.description) == ["pokemon.list/000025"])
        #expect(result.entries.map(\.id) == Array(1...45))
        #expect(adds(result))
        let again = try await PokemonListFixtures.sync(client, store).run()
        #expect(again.alreadySavedPages == 3)
        #expect(again.damaged.isEmpty)
    }

    @Test func pagesFetchedButNotSavedStillGiveTheirEntriesAndCountAsFailed() async throws {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        await store.setWriteFailure(.ioFailure(reason: "No space left on device"))

        let result = try await PokemonListFixtures.sync(StubPokeAPI(count: 45).makeClient(), store).run()

        #expect(result.entries.map(\.id) == Array(1...45), "their details must still be attempted and counted")
        #expect(result.failures == (0..<3).map { "page at offset \($0 * 20): storage failed: No space left on device" })
        #expect(result.pages == 3)
        #expect(adds(result))
    }

    @Test func aReadOnlyStoreStopsTheSyncBeforeAnyRequest() async {
        let store = RecordingRecordStore(now: { PokemonListFixtures.savedDate })
        let readOnly = PersistenceError.readOnlyStore(
            location: "/media/backup", reason: "it is on a read-only file system")
        await store.setWriteFailure(readOnly)
        let client = StubPokeAPI(count: 45).makeClient()

        await #expect(throws: readOnly) { _ = try await PokemonListFixtures.sync(client, store).run() }
        #expect(client.requests.isEmpty)
    }

    @Test func offlineThePageStopsBeforeADamagedEntryAndAPageStartingThereNamesIt() async throws {
        let store = try await damagedStore()
        let list = PokemonListFixtures.list(StubPokeAPI.offline(), store: store)

        let first = try await list.page(20, 20)
        #expect(first.entries.map(\.id) == Array(21...25))

        let error = await #expect(throws: PokemonListError.self) { try await list.page(25, 20) }
        #expect(
            error?.description.hasSuffix(
                "offline; skipped damaged saved record(s) pokemon.list/000025 (a sync repairs them)") == true)
    }

    @Test func checkCountsGoodDamagedAndMissingEntriesAndListsTheGoodIds() async throws {
        let store = try await damagedStore()
        try await store.delete(key: "000030", in: PokemonListBackup.collection)

        let check = try await PokemonListBackup(store: store).check()

        #expect(check.entries.good == 43)
        #expect(check.entries.damaged.map(\.key) == ["000025"])
        #expect(check.entries.missing == ["000030"])
        #expect(check.ids == Array(1...25) + Array(27...30) + Array(32...45))
    }
}

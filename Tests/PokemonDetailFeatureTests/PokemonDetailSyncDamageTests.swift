import FeatureFlagsTesting
import Foundation
import Networking
import NetworkingTesting
import Persistence
import PersistenceTesting
import PokemonTesting
import Testing

@testable import PokemonDetailFeature

/// Damaged, missing and unwritable records: every summary adds up, damage is repaired and
/// reported once by key, and the offline fallback skips damage and says so.
@Suite("Pokédex backup: damage, full disk, read-only")
struct PokemonDetailSyncDamageTests {
    private let collection = PokemonDetailBackup.collection

    private func backup(_ client: any HTTPClient, _ store: RecordingRecordStore) -> PokemonDetailSync {
        PokemonDetailSync(
            service: PokemonDetailService(client: client, baseURL: StubPokeAPI.baseURL), store: store)
    }

    private func adds(_ summary: PokemonDetailSyncSummary) -> Bool {
        summary.fetched + summary.alreadySaved + summary.repaired + summary.failed == summary.total
    }

    /// The issue's case: after a full backup, 25 holds bytes that are not JSON, 26 JSON of the
    /// wrong shape, and 30 is deleted.
    private func damagedStore() async throws -> RecordingRecordStore {
        let store = RecordingRecordStore(now: { PokemonDetailFixtures.savedDate })
        _ = try await backup(StubPokeAPI(count: 30).makeClient(), store).run(ids: Array(1...30))
        try await store.saveEncoded(
            [
                EncodedRecord(key: "000025", data: Data([0x00, 0xFF, 0x00, 0xFF])),
                EncodedRecord(key: "000026", data: Data(#"{"id":"x"}"#.utf8)),
            ], in: collection)
        try await store.delete(key: "000030", in: collection)
        return store
    }

    @Test func damagedRecordsAreFetchedAgainCountedAsRepairedAndReportedOnceByKey() async throws {
        let store = try await damagedStore()
        let client = StubPokeAPI(count: 30).makeClient()

        let summary = try await backup(client, store).run(ids: Array(1...30))

        #expect(summary.total == 30)
        #expect(summary.alreadySaved == 27)
        #expect(summary.repaired == 2)
        #expect(summary.fetched == 1)
        #expect(summary.failed == 0)
        #expect(summary.damaged.map(\.description) == ["pokemon.details/000025", "pokemon.details/000026"])
        #expect(
            summary.damaged.map(\.reason) == [
                "The given data was not valid JSON.", "at 'id': Expected to decode Int but found a string instead.",
            ])
        #expect(Set(client.requests.map(\.url.lastPathComponent)) == ["25", "26", "30"])
        let again = try await backup(client, store).run(ids: Array(1...30))
        #expect(again == PokemonDetailSyncSummary(total: 30, alreadySaved: 30))
    }

    @Test func aDamagedRecordThatCannotBeFetchedIsCountedFailedAndStillReported() async throws {
        let store = try await damagedStore()

        let summary = try await backup(StubPokeAPI(count: 30, failingDetails: [25]).makeClient(), store)
            .run(ids: Array(1...30))

        #expect(summary.repaired == 1)
        #expect(summary.failures.map(\.id) == [25])
        #expect(summary.damaged.count == 2)
        #expect(adds(summary))
    }

    @Test func whenEverySaveFailsEveryIdIsStillCountedOnce() async throws {
        let store = RecordingRecordStore(now: { PokemonDetailFixtures.savedDate })
        _ = try await backup(StubPokeAPI(count: 5).makeClient(), store).run(ids: Array(1...5))
        await store.setWriteFailure(.ioFailure(reason: "No space left on device"))

        let summary = try await backup(StubPokeAPI(count: 20).makeClient(), store).run(
            ids: Array(1...20))

        #expect(summary.total == 20)
        #expect(summary.alreadySaved == 5)
        #expect(summary.failed == 15)
        #expect(summary.failures.first?.reason == "storage failed: No space left on device")
        #expect(adds(summary))
    }

    @Test func aReadOnlyStoreStopsTheRunBeforeAnyRequest() async {
        let store = RecordingRecordStore(now: { PokemonDetailFixtures.savedDate })
        let readOnly = PersistenceError.readOnlyStore(
            location: "/media/backup", reason: "it is on a read-only file system")
        await store.setWriteFailure(readOnly)
        let client = StubPokeAPI(count: 1).makeClient()

        await #expect(throws: readOnly) { _ = try await backup(client, store).run(ids: [1]) }
        #expect(client.requests.isEmpty)
    }

    /// Offline, a damaged copy is skipped and named in the error, and a healthy Pokémon is
    /// still found, by name as by id.
    @Test func offlineADamagedCopyIsSkippedAndNamedAndAHealthyOneIsFound() async throws {
        let store = try await damagedStore()
        let repository = PokemonDetailRepository(
            service: PokemonDetailService(client: StubPokeAPI.offline(), baseURL: StubPokeAPI.baseURL), store: store)

        let error = await #expect(throws: PokemonDetailError.self) { try await repository.detail(for: .id(26)) }
        #expect(
            error?.description
                == "cannot load the Pokémon: cannot reach https://pokeapi.test/api/v2/pokemon/26/: offline; "
                + "skipped damaged saved record(s) pokemon.details/000026 (a sync repairs them)")

        let byName = try await repository.detail(for: .name("pokemon-1"))
        #expect(byName == (try await repository.detail(for: .id(1))))
        #expect(byName.detail.id == 1)
        #expect(byName.savedAt == PokemonDetailFixtures.savedDate)
    }

    @Test func checkCountsGoodDamagedAndMissingRecords() async throws {
        let store = try await damagedStore()

        let check = try await PokemonDetailBackup(store: store).check(ids: Array(1...31))

        #expect(check.good == 27)
        #expect(check.damaged.map(\.key) == ["000025", "000026"])
        #expect(check.missing == ["000030", "000031"])
        #expect(!check.isHealthy)
    }
}

import CommandLineKit
import CommandLineKitTesting
import Foundation
import Networking
import Persistence
import PersistenceTesting
import PokemonDetailFeature
import PokemonListFeature
import PokemonTesting
import Testing

/// `pokemon sync` and `pokemon backup check` on a backup with damaged records, on a read-only
/// store, and on an empty one: the summary adds up, damage is named and repaired, and a store
/// that cannot be written stops the sync but not browsing.
@Suite("Pokédex backup commands: repair, read-only stores, backup check")
@MainActor
struct PokemonBackupCommandsTests {
    private let details = PokemonDetailBackup.collection

    private func run(
        _ arguments: [String], store: RecordingRecordStore, client: any HTTPClient = StubPokeAPI(count: 30).makeClient()
    ) async -> (status: Int32, output: String, error: String) {
        let (status, console) = await PokemonCommandRunner.run(arguments, client: client, store: store)
        return (status, console.output, console.error)
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A full backup of the 30-Pokémon stub, then the issue's damage: the detail of 25 overwritten with bytes, that
    /// of 26 with JSON of the wrong shape, and that of 30 deleted.
    private func damagedBackup() async throws -> RecordingRecordStore {
        let store = RecordingRecordStore()
        #expect(await run(["pokemon", "sync"], store: store).status == 0)
        try await store.saveEncoded(
            [
                EncodedRecord(key: "000025", data: Data([0x00, 0xFF, 0x00, 0xFF])),
                EncodedRecord(key: "000026", data: Data(#"{"id":"x"}"#.utf8)),
            ], in: details)
        try await store.delete(key: "000030", in: details)
        return store
    }

    @Test func syncRepairsDamagedRecordsNamesThemAndEveryCountAddsUp() async throws {
        let store = try await damagedBackup()

        let (status, output, error) = await run(["pokemon", "sync"], store: store)

        #expect(status == 0)
        #expect(error.isEmpty)
        #expect(output.contains("details: fetched 1, already saved 27, repaired 2, failed 0 (30 in all)"))
        #expect(output.contains("list pages: fetched 0, already saved 1, repaired 0, failed 0 (1 in all)"))
        #expect(
            output.contains("repaired: 2 of 2 damaged saved record(s): pokemon.details/000025, pokemon.details/000026"))

        let again = await run(["pokemon", "sync"], store: store)
        #expect(again.output.contains("details: fetched 0, already saved 30, repaired 0, failed 0 (30 in all)"))
        #expect(again.output.contains("repaired: 0 records (no saved record was damaged)"))
    }

    @Test func syncAsJSONCountsRepairedListEntriesAndDetailsAndSaysWhy() async throws {
        let store = try await damagedBackup()
        try await store.saveEncoded(
            [EncodedRecord(key: "000009", data: Data("not json".utf8))], in: PokemonListBackup.collection)

        let (status, output, _) = await run(["pokemon", "sync", "--json"], store: store)

        #expect(status == 0)
        let json = try object(output)
        #expect(json["repaired"] as? Int == 3)
        let damaged = try #require(json["damaged"] as? [[String: String]])
        #expect(
            damaged.map { $0["record"] } == [
                "pokemon.list/000009", "pokemon.details/000025", "pokemon.details/000026",
            ])
        #expect(damaged.allSatisfy { $0["reason"]?.isEmpty == false })
        #expect(
            json["listPages"] as? [String: Int] == [
                "total": 1, "fetched": 0, "alreadySaved": 0, "repaired": 1, "failed": 0,
            ])
        #expect(
            json["details"] as? [String: Int] == [
                "total": 30, "fetched": 1, "alreadySaved": 27, "repaired": 2, "failed": 0,
            ])
    }

    @Test func aReadOnlyStoreStopsSyncWithExit1ButBrowsingAndCheckingWorkFromIt() async throws {
        let store = RecordingRecordStore(now: { Date(timeIntervalSince1970: 1_790_000_000) })
        _ = await run(["pokemon", "sync"], store: store)
        let readOnly = PersistenceError.readOnlyStore(
            location: "/media/backup/pokedex.sqlite", reason: "it is on a read-only file system")
        await store.setWriteFailure(readOnly)

        let sync = await run(["pokemon", "sync"], store: store)
        #expect(sync.status == 1)
        #expect(
            sync.error
                == "error: cannot back up the Pokédex: /media/backup/pokedex.sqlite is read-only (it is on a "
                + "read-only file system): saved records can be read, nothing can be saved\n")

        let list = await run(["pokemon", "list", "--limit", "5"], store: store, client: StubPokeAPI.offline())
        #expect(list.status == 0)
        #expect(list.output.contains("(saved data from 2026-09-21T"))
        #expect(list.output.contains("Pokemon-5"))
        let show = await run(["pokemon", "show", "pokemon-12"], store: store, client: StubPokeAPI.offline())
        #expect(show.status == 0)
        #expect(show.output.hasPrefix("Pokemon-12 (#12)\n(saved data from 2026-09-21T"))
        let check = await run(["pokemon", "backup", "check"], store: store, client: StubPokeAPI.offline())
        #expect(check.status == 0)
        #expect(check.output.contains("details: 30 good, 0 damaged, 0 missing"))
    }

    @Test func backupCheckCountsGoodDamagedAndMissingAsTextAndJSONAndExits1OnDamage() async throws {
        let store = try await damagedBackup()
        let operationsBefore = await store.operations.count

        let (status, output, error) = await run(
            ["pokemon", "backup", "check"], store: store, client: StubPokeAPI.offline())

        #expect(status == 1)
        #expect(output.contains("list entries: 30 good, 0 damaged, 0 missing"))
        #expect(output.contains("details: 27 good, 2 damaged, 1 missing"))
        #expect(output.contains("  damaged: pokemon.details/000025: "))
        #expect(output.contains("  missing: pokemon.details/000030"))
        #expect(
            error
                == "error: 2 saved record(s) are damaged (pokemon.details/000025, pokemon.details/000026); "
                + "run `mosaic pokemon sync` to repair them\n")
        let checkJSON = await run(
            ["pokemon", "backup", "check", "--json"], store: store, client: StubPokeAPI.offline())
        #expect(checkJSON.status == 1)
        let json = try object(checkJSON.output)
        #expect(json["healthy"] as? Bool == false)
        let listEntries = try #require(json["listEntries"] as? [String: Any])
        let details = try #require(json["details"] as? [String: Any])
        #expect(["good", "damaged", "missing"].map { listEntries[$0] as? Int } == [30, 0, 0])
        #expect(["good", "damaged", "missing"].map { details[$0] as? Int } == [27, 2, 1])
        #expect(details["missingRecords"] as? [String] == ["pokemon.details/000030"])
        #expect(
            (details["damagedRecords"] as? [[String: String]])?.map { $0["record"] } == [
                "pokemon.details/000025", "pokemon.details/000026",
            ])
        #expect(
            await store.operations.dropFirst(operationsBefore).allSatisfy { !$0.isWrite }, "checking must never write")

        _ = await run(["pokemon", "sync"], store: store)
        let after = await run(["pokemon", "backup", "check"], store: store, client: StubPokeAPI.offline())
        #expect(after.status == 0)
        #expect(after.output.contains("details: 30 good, 0 damaged, 0 missing"))
        #expect(after.output.contains("Every saved record reads back and nothing is missing."))
    }

    @Test func backupCheckOfAnEmptyBackupSaysSoAndOnlyMissingRecordsExit0() async throws {
        let empty = await run(["pokemon", "backup", "check"], store: RecordingRecordStore())
        #expect(empty.status == 0)
        #expect(empty.output.contains("list entries: 0 good, 0 damaged, 0 missing"))
        #expect(empty.output.contains("The backup is empty: `mosaic pokemon sync` fills it."))

        let store = RecordingRecordStore()
        _ = await run(["pokemon", "sync"], store: store)
        try await store.delete(key: "000007", in: details)
        let incomplete = await run(["pokemon", "backup", "check"], store: store)
        #expect(incomplete.status == 0)
        #expect(incomplete.output.contains("details: 29 good, 0 damaged, 1 missing"))
        #expect(incomplete.output.contains("`mosaic pokemon sync` fetches the missing ones"))
    }
}

import CommandLineKit
import CommandLineKitTesting
import Foundation
import FoundationTesting
import Persistence
import PersistenceTesting
import PokemonDetailFeature
import PokemonListFeature
import PokemonTesting
import Testing

/// The commands on real stores whose records were changed or replaced under them: a changed letter is found by
/// `backup check`, skipped offline and repaired by `sync`; a folder in a record's place is one damaged record, named
/// by its cause, which `sync` moves aside; and a backup without its list is reported incomplete, not complete.
@Suite("Pokédex backup on stores damaged under it")
@MainActor
struct StoreHardeningCommandTests {
    private func run(
        _ arguments: [String], store: String, offline: Bool = false
    ) async -> (status: Int32, output: String, error: String) {
        let (status, console) = await PokemonCommandRunner.run(
            arguments + ["--store", store, "--analytics", "none"],
            client: offline ? StubPokeAPI.offline() : StubPokeAPI(count: 30).makeClient(), store: nil)
        return (status, console.output, console.error)
    }

    /// Changes one letter (`p` to `P`) in every stored copy of `pokemon-25`, as a flipped bit would.
    private func flipALetterOfPokemon25(in kind: String, at url: URL) throws {
        if kind == "files" {
            for file in ["pokemon.details/000025.json", "pokemon.list/000024.json"] {
                let path = url.appending(path: file)
                var document = try #require(
                    try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
                let value = try #require(Data(base64Encoded: document["value"] as? String ?? ""))
                let changed = String(decoding: value, as: UTF8.self).replacingOccurrences(
                    of: "pokemon-25", with: "Pokemon-25")
                document["value"] = Data(changed.utf8).base64EncodedString()
                try JSONSerialization.data(withJSONObject: document).write(to: path)
            }
            return
        }
        var changed = 0
        for file in [url, URL(filePath: url.path + "-wal")] where FileManager.default.fileExists(atPath: file.path) {
            var bytes = try Data(contentsOf: file)
            var start = bytes.startIndex
            while let found = bytes[start...].firstRange(of: Data(#""pokemon-25""#.utf8)) {
                bytes[found.lowerBound + 1] = UInt8(ascii: "P")
                start = found.upperBound
                changed += 1
            }
            try bytes.write(to: file)
        }
        try #require(changed > 0)
    }

    @Test(arguments: ["sqlite", "files"])
    func aChangedLetterIsFoundByCheckSkippedOfflineAndRepairedBySync(_ kind: String) async throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appending(path: "backup")
        let store = "\(kind):\(url.path)"
        try #require(await run(["pokemon", "sync"], store: store).status == 0)
        try flipALetterOfPokemon25(in: kind, at: url)

        let check = await run(["pokemon", "backup", "check"], store: store, offline: true)
        #expect(check.status == 1)
        #expect(check.output.contains("  damaged: pokemon.details/000025: "))
        #expect(check.output.contains("its checksum does not match"))
        #expect(check.error.contains("pokemon.details/000025"))

        let show = await run(["pokemon", "show", "25"], store: store, offline: true)
        #expect(show.status == 1)
        #expect(show.error.contains("pokemon.details/000025"))
        #expect(!show.output.contains("Pokemon-25"))

        let sync = await run(["pokemon", "sync"], store: store)
        #expect(sync.status == 0)
        #expect(
            sync.output.contains(
                "repaired: 2 of 2 damaged saved record(s): pokemon.list/000024, pokemon.details/000025"))
        let after = await run(["pokemon", "backup", "check"], store: store, offline: true)
        #expect(after.status == 0)
        #expect(after.output.contains("Every saved record reads back and nothing is missing."))
    }

    @Test func aFolderInARecordsPlaceIsOneDamagedRecordForCheckAndMovedAsideBySync() async throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appending(path: "backup")
        let store = "files:\(url.path)"
        try #require(await run(["pokemon", "sync"], store: store).status == 0)
        let record = url.appending(path: "pokemon.details/000025.json")
        try FileManager.default.removeItem(at: record)
        try FileManager.default.createDirectory(at: record, withIntermediateDirectories: false)

        let check = await run(["pokemon", "backup", "check"], store: store, offline: true)
        #expect(check.status == 1)
        #expect(check.output.contains("details: 29 good, 1 damaged, 0 missing"))
        #expect(
            check.output.contains(
                "  damaged: pokemon.details/000025: 000025.json cannot be read: it is a folder, not a file"))

        let sync = await run(["pokemon", "sync"], store: store)
        #expect(sync.status == 0)
        #expect(sync.output.contains("details: fetched 0, already saved 29, repaired 1, failed 0 (30 in all)"))
        #expect(sync.output.contains("repaired: 1 of 1 damaged saved record(s): pokemon.details/000025"))
        let after = await run(["pokemon", "backup", "check"], store: store, offline: true)
        #expect(after.status == 0)
        #expect(after.output.contains("details: 30 good, 0 damaged, 0 missing"))
        for text in [check.output, check.error, sync.output, sync.error] {
            #expect(!text.contains("NSCocoaErrorDomain"))
            #expect(!text.contains("error 256"))
        }
    }

    @Test func checkAfterASyncThatSavedNoListEntrySaysTheBackupIsIncomplete() async throws {
        let store = RecordingRecordStore()
        let (synced, _) = await PokemonCommandRunner.run(
            ["pokemon", "sync"], client: StubPokeAPI(count: 30).makeClient(), store: store)
        try #require(synced == 0)
        for position in 0..<30 {
            try await store.delete(key: String(format: "%06d", position), in: PokemonListBackup.collection)
        }

        let (status, console) = await PokemonCommandRunner.run(
            ["pokemon", "backup", "check"], client: StubPokeAPI.offline(), store: store)
        let (_, json) = await PokemonCommandRunner.run(
            ["pokemon", "backup", "check", "--json"], client: StubPokeAPI.offline(), store: store)

        #expect(status == 0)
        #expect(
            console.output.contains(
                "list entries: 0 good, 0 damaged, missing unknown: no list entry reads back, so the list's size is not known"
            ))
        #expect(!console.output.contains("nothing is missing"))
        #expect(console.output.contains("The backup is incomplete: the list is not saved"))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(report["healthy"] as? Bool == false)
        #expect(report["listSize"] is NSNull)
    }
}

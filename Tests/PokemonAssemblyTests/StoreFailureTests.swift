import CommandLineKit
import CommandLineKitTesting
import Foundation
import FoundationTesting
import PokemonTesting
import Testing

/// What each command says about a store it cannot use, for every persistent store: a foreign one
/// is "not a Mosaic store", a damaged one of ours is "a damaged Mosaic store" (never foreign,
/// which could make someone delete a backup that only needs repair), and either is left as it was.
@Suite("A store that cannot be opened")
@MainActor
struct StoreFailureTests {
    enum Case: String, CaseIterable, CustomStringConvertible {
        case foreignSQLiteFile = "a file that is not SQLite"
        case damagedSQLiteStore = "a SQLite store with damaged pages"
        case foreignFolder = "a folder of other files"
        case damagedFilesMarker = "a files store whose marker is damaged"

        var description: String { rawValue }

        var store: String {
            switch self {
            case .foreignSQLiteFile, .damagedSQLiteStore: "sqlite"
            case .foreignFolder, .damagedFilesMarker: "files"
            }
        }

        /// What the store's own words say it is.
        var finding: String {
            switch self {
            case .foreignSQLiteFile, .foreignFolder: "is not a Mosaic store"
            case .damagedSQLiteStore, .damagedFilesMarker: "is a damaged Mosaic store"
            }
        }

        func create(at url: URL) async throws {
            switch self {
            case .foreignSQLiteFile:
                try Data("these bytes are not SQLite".utf8).write(to: url)
            case .foreignFolder:
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                try Data("holiday".utf8).write(to: url.appending(path: "beach.json"))
            case .damagedSQLiteStore:
                try await fill(url)
                // A store of 600 small records is over 20 pages; wreck two in the middle.
                var bytes = try Data(contentsOf: url)
                for offset in (8 * 4_096)..<(10 * 4_096) where offset < bytes.count { bytes[offset] = 0xA5 }
                try bytes.write(to: url)
            case .damagedFilesMarker:
                try await fill(url)
                try Data([0x00, 0xFF, 0x13]).write(to: url.appending(path: ".mosaic-store.json"))
            }
        }

        private func fill(_ url: URL) async throws {
            let (status, _) = await PokemonCommandRunner.run(
                ["pokemon", "sync", "--store", "\(store):\(url.path)"], client: StubPokeAPI(count: 300).makeClient(),
                store: nil)
            try #require(status == 0)
        }
    }

    /// Every file under `url` (or `url` itself) and its bytes.
    private func snapshot(_ url: URL) throws -> [String: Data] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [:] }
        guard isFolder.boolValue else { return [url.path: try Data(contentsOf: url)] }
        var files: [String: Data] = [:]
        for case let file as URL in FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) ?? .init()
        where !file.hasDirectoryPath {
            files[file.path] = try Data(contentsOf: file)
        }
        return files
    }

    @Test(arguments: Case.allCases)
    func eachCommandSaysWhatIsWrongInTheStoresWordsAndLeavesItUntouched(_ badStore: Case) async throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appending(path: "backup")
        try await badStore.create(at: url)
        let before = try snapshot(url)
        let store = ["--store", "\(badStore.store):\(url.path)", "--analytics", "none"]
        // The files store names its folder with a trailing slash.
        let path = url.path(percentEncoded: false) + (badStore.store == "files" ? "/" : "")

        let check = await PokemonCommandRunner.run(["pokemon", "backup", "check"] + store, store: nil)
        #expect(check.status == 1)
        #expect(check.console.error.hasPrefix("error: cannot check the backup: \(path) \(badStore.finding) ("))
        #expect(check.console.error.split(separator: "\n").count == 1)

        // Browsing does not need the backup: it warns once and shows the Pokémon.
        let show = await PokemonCommandRunner.run(["pokemon", "show", "25"] + store, store: nil)
        #expect(show.status == 0)
        #expect(show.console.output.contains("Pikachu"))
        #expect(show.console.error.hasPrefix("warning: continuing without the backup: \(path) \(badStore.finding) ("))
        #expect(show.console.error.split(separator: "\n").count == 1)

        if badStore.finding == "is a damaged Mosaic store" {
            // A damaged store is the way forward's business: the error says how past it (sync, below).
            #expect(check.console.error.hasSuffix("(`mosaic pokemon sync` moves it aside and builds a new backup)\n"))
        } else {
            let sync = await PokemonCommandRunner.run(["pokemon", "sync"] + store, store: nil)
            #expect(sync.status == 1)
            #expect(sync.console.error.hasPrefix("error: cannot back up the Pokédex: \(path) is not a Mosaic store ("))
            #expect(sync.console.error.split(separator: "\n").count == 1)
        }
        #expect(try snapshot(url) == before)
    }

    /// The damaged store is kept, byte for byte, beside the new one the sync fills, and named
    /// in one line.
    @Test(arguments: [Case.damagedSQLiteStore, .damagedFilesMarker])
    func syncMovesADamagedStoreAsideKeepsItAndBuildsANewOne(_ badStore: Case) async throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appending(path: "backup")
        try await badStore.create(at: url)
        let before = try snapshot(url)
        let store = ["--store", "\(badStore.store):\(url.path)", "--analytics", "none"]

        let sync = await PokemonCommandRunner.run(
            ["pokemon", "sync"] + store, client: StubPokeAPI(count: 30).makeClient(), store: nil)

        #expect(sync.status == 0)
        let lines = sync.console.error.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("warning: \(url.path(percentEncoded: false))") == true)
        #expect(lines.first?.contains("was a damaged Mosaic store (") == true)
        #expect(lines.first?.contains(": it was moved aside to \(url.path(percentEncoded: false)).damaged-") == true)
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).first {
                $0.hasPrefix("backup.damaged-")
            })
        let kept = try snapshot(folder.url.appending(path: aside))
        #expect(kept.count == before.count)
        #expect(Set(kept.values) == Set(before.values))
        let check = await PokemonCommandRunner.run(["pokemon", "backup", "check"] + store, store: nil)
        #expect(check.status == 0)
        #expect(check.console.output.contains("details: 30 good, 0 damaged, 0 missing"))
    }
}

import AppCompositionTesting
import Foundation
import FoundationTesting
import PokemonEmulatorTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BackupProcessTests {
    /// A backup its user may read but not write (file and folder): with the network down, `mosaic` serves and
    /// checks the saved Pokémon, and `sync` refuses with exit 1 saying the store is read-only. Root ignores
    /// permission bits, so as root the commands run as `nobody` through `setpriv`, or are skipped without it
    /// (the store-level tests with their read-only seam still run).
    @Suite(
        "a backup that cannot be written", .serialized,
        .enabled(if: MosaicRunner.canRunUnprivileged, "running as root without setpriv"))
    @MainActor
    struct BackupReadOnlyTests {
        /// `chmod -R a=rX` (folders 555, files 444), or with `writable`, `chmod -R u+w` (755 and 644).
        private func setReadOnly(_ url: URL, writable: Bool = false) throws {
            let mode = writable ? "u+w" : "a=rX"
            let status = try ChildProcess.run("/bin/chmod", ["-R", mode, url.path])
            try #require(status == 0, "chmod -R \(mode) \(url.path) failed")
        }

        @Test(arguments: BackupStoreKind.allCases)
        func aBackupThatCannotBeWrittenIsServedOfflineAndSyncRefusesIt(_ kind: BackupStoreKind) async throws {
            let folder = try TemporaryDirectory()
            var mosaic = try MosaicRunner(in: folder.url)
            // The SQLite store's folder is the one that must not be writable, as on a read-only medium.
            let storeFolder = folder.url.appending(path: "backup", directoryHint: .isDirectory)
            let location = kind.location(in: storeFolder)
            let store = kind.option(location)

            let unreachable = try await BundledDataServer.run(StubPokedex(count: 50), basePath: "api/v2") { _, base in
                let filled = try await mosaic.run(
                    ["pokemon", "sync", "--base-url", "pokeapi=\(base.absoluteString)"] + store)
                try #require(filled.status == 0, "\(filled.error)")
                return base
            }
            // The server is gone: its port now refuses connections, as a machine without network does.
            let offline = ["--base-url", "pokeapi=\(unreachable.absoluteString)"] + store
            try setReadOnly(storeFolder)
            defer { try? setReadOnly(storeFolder, writable: true) }
            mosaic.asNobody = geteuid() == 0

            let show = try await mosaic.run(["pokemon", "show", "25"] + offline)
            #expect(show.status == 0, "\(show.error)")
            #expect(show.output.hasPrefix("Pikachu (#25)"))
            #expect(show.output.contains("saved data from"))
            #expect(show.error.isEmpty)

            let list = try await mosaic.run(["pokemon", "list", "--limit", "3"] + offline)
            #expect(list.status == 0, "\(list.error)")
            #expect(list.output.contains("Bulbasaur"))

            let check = try await mosaic.run(["pokemon", "backup", "check"] + offline)
            #expect(check.status == 0, "\(check.error)")
            #expect(check.output.contains("details: 50 good, 0 damaged, 0 missing"))

            let sync = try await mosaic.run(["pokemon", "sync"] + offline)
            #expect(sync.status == 1)
            let path = location.path(percentEncoded: false)
            #expect(
                sync.error.hasPrefix(
                    "error: cannot back up the Pokédex: \(path) is read-only (there is no permission to write"))
            #expect(sync.error.hasSuffix("): saved records can be read, nothing can be saved\n"))
            #expect(sync.error.split(separator: "\n").count == 1)
        }

        @Test func aSQLiteBackupNoOneMayReadIsReportedAsPermissionDeniedNotForeign() async throws {
            let folder = try TemporaryDirectory()
            var mosaic = try MosaicRunner(in: folder.url)
            let location = BackupStoreKind.sqlite.location(in: folder.url)
            let store = BackupStoreKind.sqlite.option(location)
            try #require(try await mosaic.run(["pokemon", "show", "25"] + store).status == 0)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: location.path)
            mosaic.asNobody = geteuid() == 0

            let sync = try await mosaic.run(["pokemon", "sync"] + store)
            #expect(sync.status == 1)
            #expect(
                sync.error
                    == "error: cannot back up the Pokédex: \(location.path(percentEncoded: false)) cannot be opened: "
                    + "permission denied (Permission denied); it was left untouched\n")
            // Browsing the bundled data does not need the backup: one warning, and the Pokémon.
            let show = try await mosaic.run(["pokemon", "show", "25"] + store)
            #expect(show.status == 0)
            #expect(show.output.hasPrefix("Pikachu (#25)"))
            #expect(show.error.hasPrefix("warning: continuing without the backup: "))
        }
    }
}

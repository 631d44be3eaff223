import Foundation
import FoundationTesting
import PersistenceTesting
import Testing

extension BackupProcessTests {
    /// A named pipe, a socket or /dev/zero as the store: every backup command ends at once with exit 1 and
    /// one line naming what the path is, leaving it as it was. A hang fails at the run's deadline.
    @Suite("a store path that is not a file or folder")
    @MainActor
    struct BackupSpecialFileTests {
        @Test(arguments: BackupStoreKind.allCases, [SpecialFile.namedPipe, .socket, .characterDevice])
        func everyBackupCommandNamesWhatThePathIsAndEndsAtOnce(
            _ kind: BackupStoreKind, _ special: SpecialFile
        )
            async throws
        {
            let folder = try TemporaryDirectory()
            let mosaic = try MosaicRunner(in: folder.url)
            let location = kind.location(in: folder.url, name: "store")
            try special.create(at: folder.url.appending(path: kind == .sqlite ? "store.sqlite" : "store"))
            let expected =
                "is not a Mosaic store (it is \(special.words), not \(kind == .sqlite ? "a file" : "a folder"))"

            for command in [["pokemon", "sync"], ["pokemon", "backup", "check"]] {
                let run = try await mosaic.run(command + kind.option(location), deadline: .seconds(120))
                #expect(run.status == 1, "\(command)")
                #expect(run.error.split(separator: "\n").count == 1, "\(command): \(run.error)")
                #expect(run.error.hasPrefix("error: "), "\(command): \(run.error)")
                #expect(run.error.contains(expected), "\(command): \(run.error)")
            }
            let show = try await mosaic.run(["pokemon", "show", "25"] + kind.option(location), deadline: .seconds(120))
            #expect(show.status == 0)
            #expect(show.error.hasPrefix("warning: continuing without the backup: "))
            #expect(show.error.contains(expected))
        }
    }
}

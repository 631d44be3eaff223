import Foundation
import FoundationTesting
import Testing

extension BackupProcessTests {
    /// A real full disk: `mosaic pokemon sync` on a 256 KB tmpfs the Pokédex does not fit in, in a mount
    /// namespace of its own (`unshare`, which needs user namespaces). Each failed save says the disk is
    /// full, with the store's path; nothing crashes or hangs.
    @Suite(
        "a sync that runs out of disk",
        .enabled("needs unshare (util-linux) and user namespaces, to mount a small disk") {
            try await SmallDisk.canMount()
        })
    @MainActor
    struct BackupFullDiskTests {
        @Test(arguments: BackupStoreKind.allCases)
        func everyFailedSaveSaysTheDiskIsFullWithThePath(_ kind: BackupStoreKind) async throws {
            let binary = try MosaicBinary.path()
            let folder = try TemporaryDirectory()
            let disk = folder.url.appending(path: "disk")
            try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
            let location = kind.location(in: disk, name: "store")
            let arguments =
                ["-rm", "sh", "-c", SmallDisk.script, "sh", disk.path, binary, "pokemon", "sync"]
                + kind.option(location)
                + ["--analytics", "none"]

            let run = try await RunningProcess.run(
                SmallDisk.unshare, arguments, stdout: folder.url.appending(path: "out"),
                stderr: folder.url.appending(path: "err"), deadline: .seconds(300))

            let store = location.path(percentEncoded: false)
            #expect(run.status == 1, "\(run.error)")
            #expect(run.output.contains("the disk is full: cannot save to \(store)"), "\(run.output)")
            #expect(run.error.hasPrefix("error: "))
            #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
            #expect(!run.output.contains("NSCocoaErrorDomain"))
        }
    }
}

/// A 256 KB tmpfs mounted in a mount namespace of the process's own, through `unshare`.
@MainActor
enum SmallDisk {
    nonisolated static let unshare = "/usr/bin/unshare"

    /// Mounts `$1` (a small tmpfs) in a namespace of its own, then runs `$2` with the rest.
    nonisolated static let script = #"mount -t tmpfs -o size=256k tmpfs "$1" && shift && exec "$@""#

    /// Whether this system lets `unshare` mount a tmpfs (it needs user namespaces).
    static func canMount() async throws -> Bool {
        guard FileManager.default.isExecutableFile(atPath: unshare) else { return false }
        let folder = try TemporaryDirectory()
        let probe = try await RunningProcess.run(
            unshare, ["-rm", "sh", "-c", script, "sh", folder.url.path, "/bin/true"],
            stdout: folder.url.appending(path: "probe.out"), deadline: .seconds(60))
        return probe.status == 0
    }
}

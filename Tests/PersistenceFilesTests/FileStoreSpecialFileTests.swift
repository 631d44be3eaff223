import Foundation
import FoundationTesting
import Persistence
import PersistenceTesting
import Testing

@testable import PersistenceFiles

/// A files store's path must be a folder (or nothing yet), and its marker and lock regular
/// files: anything else is refused at once, named for what it is, without blocking. Opening runs
/// off the cooperative pool, and a hang is reported as a failure instead of hanging the suite.
@Suite struct FileStoreSpecialFileTests {
    private func open(_ path: URL) async -> Result<Bool, PersistenceError>? {
        await OffThePool.run {
            Result { () throws(PersistenceError) in
                _ = try FileRecordStore(directory: path)
                return true
            }
        }
    }

    @Test(arguments: SpecialFile.allCases)
    func aSpecialFileAtTheStorePathIsRefusedAtOnceAndNamed(_ special: SpecialFile) async throws {
        let folder = try TemporaryDirectory()
        try special.create(at: folder.url.appending(path: "store"))
        // As the command line names it: a folder's path, ending in a slash.
        let path = folder.url.appending(path: "store", directoryHint: .isDirectory)

        let result = try #require(await open(path), "opening \(special) did not return")

        #expect(
            throws: PersistenceError.unreadableStore(
                location: path.path(percentEncoded: false), reason: "it is \(special.words), not a folder")
        ) { try result.get() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["store"])
    }

    /// With and without the slash that names a folder.
    @Test(arguments: ["/dev/zero", "/dev/zero/"])
    func aDeviceItselfIsRefusedAsAStoreFolder(_ path: String) {
        let refused = PersistenceError.unreadableStore(location: path, reason: "it is a character device, not a folder")
        #expect(throws: refused) { try FileRecordStore(directory: URL(filePath: path)) }
    }

    @Test(arguments: [SpecialFile.namedPipe, .socket, .characterDevice])
    func aSpecialFileAsTheMarkerIsADamagedStoreFoundWithoutBlocking(_ special: SpecialFile) async throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appending(path: "store")
        _ = try FileRecordStore(directory: path)
        let marker = path.appending(path: ".mosaic-store.json")
        try FileManager.default.removeItem(at: marker)
        try special.create(at: marker)

        let result = try #require(await open(path), "opening with \(special) as its marker did not return")

        #expect(
            throws: PersistenceError.damagedStore(
                location: path.path(percentEncoded: false),
                reason: "its .mosaic-store.json marker is damaged: it is \(special.words), not a file")
        ) { try result.get() }
    }

    @Test func aNamedPipeAsTheLockIsNamedWithoutBlocking() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appending(path: "store")
        _ = try FileRecordStore(directory: path)
        let lock = path.appending(path: ".mosaic-store.lock")
        try FileManager.default.removeItem(at: lock)
        try SpecialFile.namedPipe.create(at: lock)

        let result = try #require(await open(path), "opening with a pipe as its lock did not return")

        let expected =
            "cannot open the store's lock: \(lock.path(percentEncoded: false)) is a named pipe (FIFO), not a file"
        #expect(throws: PersistenceError.ioFailure(reason: expected)) { try result.get() }
    }
}

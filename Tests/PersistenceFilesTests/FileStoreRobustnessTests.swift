import Foundation
import FoundationTesting
import Persistence
import PersistenceTesting
import Testing

@testable import PersistenceFiles

/// Damage, leftovers, read-only media and concurrent creation, each with the words it is
/// reported in.
@Suite struct FileStoreRobustnessTests {
    private let notes = RecordCollection("notes")

    @Test func aRecordFileOfRandomBytesIsThatRecordsDamageNotAForeignStore() async throws {
        let folder = try TemporaryDirectory()
        let store = try FileRecordStore(directory: folder.url)
        try await store.saveEncoded(["a", "b"].map { EncodedRecord(key: $0, data: Data($0.utf8)) }, in: notes)
        try Data([0x00, 0xFF, 0x13, 0x37]).write(to: folder.url.appending(path: "notes/b.json"))
        try Data(#"{"key":"z","savedAt":0,"value":""}"#.utf8).write(to: folder.url.appending(path: "notes/c.json"))

        let reopened = try FileRecordStore(directory: folder.url)

        let damagedB = PersistenceError.damagedRecord(
            collection: "notes", key: "b", reason: "b.json is not a record file")
        #expect(damagedB.description == "the saved record notes/b is damaged (b.json is not a record file)")
        await #expect(throws: damagedB) { try await reopened.loadEncoded(key: "b", in: notes) }
        await #expect(throws: damagedB) { try await reopened.loadAllEncoded(in: notes) }
        let scan = try await reopened.scanEncoded(in: notes)
        #expect(scan.records.map(\.key) == ["a"])
        #expect(
            scan.damaged == [
                DamagedRecord(collection: "notes", key: "b", reason: "b.json is not a record file"),
                DamagedRecord(collection: "notes", key: "c", reason: "c.json holds key 'z'"),
            ])
        try await reopened.saveEncoded([EncodedRecord(key: "b", data: Data("again".utf8))], in: notes)
        #expect(try await reopened.loadEncoded(key: "b", in: notes)?.value.data == Data("again".utf8))
    }

    /// A folder lists its files in whatever order its file system keeps (ext4 by hash, tmpfs by
    /// creation); the record reported is the first damaged one by key all the same.
    @Test func theDamagedRecordReportedIsTheFirstByKeyWhateverTheFolderOrder() async throws {
        let folder = try TemporaryDirectory()
        let store = try FileRecordStore(directory: folder.url)
        let keys = (10..<40).map { "k\($0)" }
        try await store.saveEncoded(keys.map { EncodedRecord(key: $0, data: Data($0.utf8)) }, in: notes)
        for key in keys.reversed() {
            try Data([0xFF]).write(to: folder.url.appending(path: "notes/\(key).json"))
        }

        let first = PersistenceError.damagedRecord(
            collection: "notes", key: "k10", reason: "k10.json is not a record file")
        await #expect(throws: first) { try await store.loadAllEncoded(in: notes) }
        #expect(try await store.scanEncoded(in: notes).damaged.map(\.key) == keys)
    }

    @Test func aDamagedMarkerIsADamagedStoreAndTheFolderIsLeftUntouched() throws {
        let parent = try TemporaryDirectory()
        let path = parent.url.appending(path: "store")
        _ = try FileRecordStore(directory: path)
        try Data("{\"format\": ".utf8).write(to: path.appending(path: ".mosaic-store.json"))
        let before = try snapshot(of: parent.url)
        let location = path.path(percentEncoded: false)

        let error = #expect(throws: PersistenceError.self) { try FileRecordStore(directory: path) }

        #expect(error == .damagedStore(location: location, reason: "its .mosaic-store.json marker is damaged"))
        #expect(
            error?.description
                == "\(location) is a damaged Mosaic store (its .mosaic-store.json marker is damaged); it was left untouched"
        )
        #expect(try snapshot(of: parent.url) == before)
    }

    @Test func openingRemovesTemporaryFilesAKilledBatchLeftAndNothingElse() async throws {
        let folder = try TemporaryDirectory()
        try await FileRecordStore(directory: folder.url).saveEncoded([EncodedRecord(key: "a", data: Data())], in: notes)
        let leftovers = [
            "notes/.\(UUID().uuidString).tmp", "notes/.\(UUID().uuidString).bak", ".\(UUID().uuidString).tmp",
        ]
        for path in leftovers { try Data("half".utf8).write(to: folder.url.appending(path: path)) }
        try Data("mine".utf8).write(to: folder.url.appending(path: "notes/.keep"))

        let store = try FileRecordStore(directory: folder.url)

        #expect(
            try hiddenItems(under: folder.url).sorted() == [".mosaic-store.json", ".mosaic-store.lock", "notes/.keep"])
        #expect(try await store.count(in: notes) == 1)
    }

    @Test func aFolderHoldingOnlyWhatAKilledCreationLeftIsAdoptedNotRefused() async throws {
        let folder = try TemporaryDirectory()
        try Data().write(to: folder.url.appending(path: ".mosaic-store.lock"))
        try Data("{".utf8).write(to: folder.url.appending(path: ".\(UUID().uuidString).tmp"))

        let store = try FileRecordStore(directory: folder.url)

        try await store.saveEncoded([EncodedRecord(key: "a", data: Data())], in: notes)
        #expect(try hiddenItems(under: folder.url).sorted() == [".mosaic-store.json", ".mosaic-store.lock"])
    }

    /// As root (as CI here runs) permission bits do not stop writes, and a read-only mount needs
    /// privileges tests lack. So only the lock file's open is replaced, failing with `EROFS` as on a
    /// read-only medium; what follows is the store's real read-only path.
    @Test func whenTheLockCannotBeOpenedTheStoreIsReadOnlyServesReadsAndRefusesWrites() async throws {
        let folder = try TemporaryDirectory()
        try await FileRecordStore(directory: folder.url).saveEncoded(
            [EncodedRecord(key: "a", data: Data("one".utf8))], in: notes)
        try Data("half".utf8).write(to: folder.url.appending(path: "notes/.\(UUID().uuidString).tmp"))
        let before = try snapshot(of: folder.url)
        let location = folder.url.path(percentEncoded: false)

        let store = try FileRecordStore(directory: folder.url, now: { Date() }) { url throws(FileSystemCalls.Failure) in
            throw FileSystemCalls.Failure(call: "open", path: url.path(percentEncoded: false), code: EROFS)
        }

        #expect(try await store.loadEncoded(key: "a", in: notes)?.value.data == Data("one".utf8))
        let readOnly = PersistenceError.readOnlyStore(location: location, reason: "it is on a read-only file system")
        #expect(
            readOnly.description
                == "\(location) is read-only (it is on a read-only file system): saved records can be read, nothing can be saved"
        )
        await #expect(throws: readOnly) { try await store.requireWritable() }
        await #expect(throws: readOnly) {
            try await store.saveEncoded([EncodedRecord(key: "b", data: Data())], in: notes)
        }
        await #expect(throws: readOnly) { try await store.delete(key: "a", in: notes) }
        #expect(try snapshot(of: folder.url) == before)
    }

    /// Each opener's lock is a separate open file, so `flock` excludes them as between processes.
    @Test func severalOpenersCreatingOneNewStoreAllSucceedAndAllTheirWritesAreKept() async throws {
        let parent = try TemporaryDirectory()
        let paths = try await ConcurrentCreation.check(in: parent.url) { path throws(PersistenceError) in
            try FileRecordStore(directory: path)
        }
        for path in paths {
            #expect(try hiddenItems(under: path).sorted() == [".mosaic-store.json", ".mosaic-store.lock"])
        }
    }
}

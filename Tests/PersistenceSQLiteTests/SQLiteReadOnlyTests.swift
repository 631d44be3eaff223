import CSQLite
import Foundation
import FoundationTesting
import Persistence
import Testing

@testable import PersistenceSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store that cannot be written opens read-only: reads work, writes throw a read-only error
/// that says so, and the file is not changed.
@Suite struct SQLiteReadOnlyTests {
    private let notes = RecordCollection("notes")

    /// As root (as CI here runs) permission bits do not stop writes, and a read-only mount needs
    /// privileges tests lack. So only the write open is replaced, failing as SQLite does on a read-only
    /// medium; the rest is real: the store falls back to a genuine `SQLITE_OPEN_READONLY` connection,
    /// whose reads work and whose writes SQLite itself would refuse.
    @Test func whenTheWriteOpenFailsTheStoreOpensReadOnlyServesReadsAndRefusesWrites() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        try await SQLiteRecordStore(fileURL: file).saveEncoded(
            [EncodedRecord(key: "a", data: Data("one".utf8))], in: notes)
        let before = try Data(contentsOf: file)
        let location = file.path(percentEncoded: false)

        let store = try SQLiteRecordStore(fileURL: file, now: { Date() }) { _ throws(SQLiteError) in
            throw SQLiteError(code: SQLITE_CANTOPEN, message: "unable to open database file")
        }

        #expect(try await store.loadEncoded(key: "a", in: notes)?.value.data == Data("one".utf8))
        #expect(try await store.count(in: notes) == 1)
        // How the error reads is the port's, checked once, in FileStoreRobustnessTests.
        let readOnly = PersistenceError.readOnlyStore(
            location: location, reason: "unable to open database file (SQLite code 14)")
        await #expect(throws: readOnly) { try await store.requireWritable() }
        await #expect(throws: readOnly) {
            try await store.saveEncoded([EncodedRecord(key: "b", data: Data())], in: notes)
        }
        await #expect(throws: readOnly) { try await store.delete(key: "a", in: notes) }
        #expect(try Data(contentsOf: file) == before)
    }

    /// The real thing, for runs as an ordinary user (where permission bits do stop writes): a
    /// write-protected file in a write-protected folder.
    @Test(.enabled(if: getuid() != 0, "root ignores permission bits"))
    func aWriteProtectedStoreInAWriteProtectedFolderOpensReadOnly() async throws {
        let parent = try TemporaryDirectory()
        defer { chmod(parent.url.appending(path: "ro").path(percentEncoded: false), 0o755) }
        let folder = parent.url.appending(path: "ro")
        let file = folder.appending(path: "store.sqlite")
        try await SQLiteRecordStore(fileURL: file).saveEncoded(
            [EncodedRecord(key: "a", data: Data("one".utf8))], in: notes)
        chmod(file.path(percentEncoded: false), 0o444)
        chmod(folder.path(percentEncoded: false), 0o555)

        let store = try SQLiteRecordStore(fileURL: file)

        #expect(try await store.loadEncoded(key: "a", in: notes)?.value.data == Data("one".utf8))
        await #expect(
            throws: PersistenceError.readOnlyStore(
                location: file.path(percentEncoded: false), reason: "there is no permission to write the file")
        ) {
            try await store.saveEncoded([EncodedRecord(key: "b", data: Data())], in: notes)
        }
    }

    @Test func aNewStoreThatCannotBeCreatedIsNotReportedAsForeign() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")

        let reason = "cannot create \(file.path(percentEncoded: false)): unable to open database file (SQLite code 14)"

        #expect(throws: PersistenceError.ioFailure(reason: reason)) {
            try SQLiteRecordStore(fileURL: file, now: { Date() }) { _ throws(SQLiteError) in
                throw SQLiteError(code: SQLITE_CANTOPEN, message: "unable to open database file")
            }
        }
    }
}

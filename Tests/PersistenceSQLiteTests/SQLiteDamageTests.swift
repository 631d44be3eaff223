import CSQLite
import Foundation
import FoundationTesting
import Persistence
import Testing

@testable import PersistenceSQLite

/// Each kind of damage to a SQLite store, with the words it is reported in: never "not a Mosaic
/// store", which could make someone delete a backup that only needs repair.
@Suite struct SQLiteDamageTests {
    private let notes = RecordCollection("notes")

    /// A store of 300 records of 1 KB, about 100 pages, with its WAL folded into the file.
    private func filledStore(at file: URL) async throws {
        let records = (0..<300).map { (String(format: "%04d", $0), Data(repeating: 7, count: 1_000)) }
        _ = try await StoreFileProbe.write(Dictionary(uniqueKeysWithValues: records), in: notes, to: file)
    }

    private func overwrite(_ file: URL, bytes range: Range<Int>) throws {
        var bytes = try Data(contentsOf: file)
        for offset in range where offset < bytes.count { bytes[offset] = 0xA5 }
        try bytes.write(to: file)
    }

    @Test func damagedPagesInTheMiddleAreFoundOnOpenAndReportedAsDamage() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        try await filledStore(at: file)
        try overwrite(file, bytes: (40 * 4_096)..<(42 * 4_096))
        let before = try Data(contentsOf: file)
        let location = file.path(percentEncoded: false)
        // SQLite names the problems in one row, a line each, after a line naming the database.
        let reason =
            "quick check: Page 42: btreeInitPage() returns error code 11; Page 39 is never used; Page 40 is never used"
            + " and 6 more"

        let error = #expect(throws: PersistenceError.damagedStore(location: location, reason: reason)) {
            try SQLiteRecordStore(fileURL: file)
        }

        #expect(error?.description == "\(location) is a damaged Mosaic store (\(reason)); it was left untouched")
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aStoreWhoseSchemaPageIsOverwrittenIsDamagedNotForeign() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        try await filledStore(at: file)
        // Keep the 100-byte header, which still says the file is ours, and wreck the schema page.
        try overwrite(file, bytes: 100..<4_096)
        let before = try Data(contentsOf: file)

        #expect(
            throws: PersistenceError.damagedStore(
                location: file.path(percentEncoded: false),
                reason: "database disk image is malformed (SQLite code 11)")
        ) {
            try SQLiteRecordStore(fileURL: file)
        }
        #expect(try Data(contentsOf: file) == before)
    }

    /// `b`'s bytes change under the store (its checksum no longer matches); `c` was saved whole
    /// but does not decode as the type asked for. Saving `b` again repairs it.
    @Test func aRecordWhoseBytesChangedOrDoNotDecodeIsReportedDamagedByItsKeyAndTheRestStillRead() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        let store = try SQLiteRecordStore(fileURL: file)
        try await store.save(Note(text: "fine"), key: "a", in: notes)
        try await store.save(Note(text: "soon broken"), key: "b", in: notes)
        try await store.saveEncoded([EncodedRecord(key: "c", data: Data(#"{"id":"x"}"#.utf8))], in: notes)
        let connection = try SQLiteConnection(path: file.path(percentEncoded: false), access: .readWrite(create: false))
        try connection.execute("UPDATE records SET data = X'00FF00FF' WHERE key = 'b'")

        let scan = try await store.scan(Note.self, in: notes)

        #expect(scan.records.map(\.value) == [Note(text: "fine")])
        #expect(
            scan.damaged == [
                DamagedRecord(
                    collection: "notes", key: "b",
                    reason: "its checksum does not match: its bytes changed after they were saved"),
                DamagedRecord(collection: "notes", key: "c", reason: "no value for 'text'"),
            ])
        #expect(try await store.lookUp(Note.self, key: "b", in: notes) == .damaged(scan.damaged[0]))
        #expect(try await store.lookUp(Note.self, key: "d", in: notes) == .missing)
        await #expect(
            throws: PersistenceError.damagedRecord(collection: "notes", key: "b", reason: scan.damaged[0].reason)
        ) {
            try await store.loadAllEncoded(in: notes)
        }
        try await store.save(Note(text: "again"), key: "b", in: notes)
        #expect(try await store.lookUp(Note.self, key: "b", in: notes).record?.value == Note(text: "again"))
    }

    struct Note: Codable, Equatable {
        var text: String
    }
}

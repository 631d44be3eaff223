import Foundation
import FoundationTesting
import Persistence
import Testing

@testable import PersistenceSQLite

@Suite struct SQLiteRecordStoreTests {
    private let notes = RecordCollection("notes")

    @Test func aNewStoreMakesItsFoldersAndAWALFileThatReopensWithItsRecordsAndTimesInSecondsSince1970() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "deep/er/store.sqlite")
        let savedAt = Date(timeIntervalSince1970: 1_234_567_890.5)
        try await SQLiteRecordStore(fileURL: file, now: { savedAt })
            .saveEncoded([EncodedRecord(key: "a", data: Data("one".utf8))], in: notes)

        let reopened = try SQLiteRecordStore(fileURL: file)

        let record = try #require(try await reopened.loadEncoded(key: "a", in: notes))
        #expect(record.value.data == Data("one".utf8))
        #expect(record.savedAt == savedAt)
        let connection = try SQLiteConnection(path: file.path(percentEncoded: false), access: .readWrite(create: false))
        let column = try connection.prepare("SELECT saved_at FROM records").using { statement throws(SQLiteError) in
            try statement.step() ? statement.double(at: 0) : nil
        }
        #expect(column == 1_234_567_890.5)
        let header = try Data(contentsOf: file).prefix(100)
        #expect(header.prefix(16) == Data("SQLite format 3\0".utf8))
        // Bytes 18 and 19 are the write and read format versions: 2 means WAL.
        #expect(Array(header[18...19]) == [2, 2])
    }

    @Test func twoOpenStoresOnOneFileSeeEachOthersWrites() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        let writer = try SQLiteRecordStore(fileURL: file)
        let reader = try SQLiteRecordStore(fileURL: file)

        try await writer.saveEncoded([EncodedRecord(key: "shared", data: Data("x".utf8))], in: notes)

        #expect(try await reader.loadEncoded(key: "shared", in: notes)?.value.data == Data("x".utf8))
        #expect(try await reader.delete(key: "shared", in: notes))
        #expect(try await writer.count(in: notes) == 0)
    }

    @Test(arguments: NotAStoreFile.allCases)
    func refusesAFileThatIsNotAStoreAndLeavesItUntouched(_ kind: NotAStoreFile) throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        try kind.write(to: file)
        let before = try Data(contentsOf: file)

        let error = #expect(throws: PersistenceError.self) { try SQLiteRecordStore(fileURL: file) }

        guard case .unreadableStore(let location, let reason) = error else {
            Issue.record("expected unreadableStore, got \(String(describing: error))")
            return
        }
        #expect(location == file.path(percentEncoded: false))
        #expect(!reason.isEmpty)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test(arguments: [1, 3])
    func refusesAnotherSchemaVersionAndLeavesTheFileUntouched(version: Int) throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        _ = try SQLiteRecordStore(fileURL: file)
        // PRAGMA values cannot be bound.
        let pragma: StaticString = version == 1 ? "PRAGMA user_version = 1" : "PRAGMA user_version = 3"
        try SQLiteConnection(path: file.path(percentEncoded: false), access: .readWrite(create: false)).execute(pragma)
        let before = try Data(contentsOf: file)

        #expect(
            throws: PersistenceError.incompatibleSchema(
                location: file.path(percentEncoded: false), found: version, expected: 2)
        ) {
            try SQLiteRecordStore(fileURL: file)
        }
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func adoptsAnEmptyFile() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        try Data().write(to: file)

        let store = try SQLiteRecordStore(fileURL: file)
        try await store.saveEncoded([EncodedRecord(key: "k", data: Data("v".utf8))], in: notes)

        #expect(try await SQLiteRecordStore(fileURL: file).count(in: notes) == 1)
    }

    @Test func sqlInKeysAndValuesIsStoredVerbatimNeverRun() async throws {
        let folder = try TemporaryDirectory()
        let store = try SQLiteRecordStore(fileURL: folder.url.appending(path: "store.sqlite"))
        let key = "x'); DELETE FROM records; --"
        let value = Data("Robert'); DROP TABLE records;-- \"quoted\" \0 nul".utf8)
        try await store.saveEncoded(
            [EncodedRecord(key: "victim", data: Data("safe".utf8)), EncodedRecord(key: key, data: value)], in: notes)

        #expect(try await store.loadEncoded(key: key, in: notes)?.value.data == value)
        #expect(try await store.loadEncoded(key: "victim' OR '1'='1", in: notes) == nil)
        #expect(try await store.loadEncoded(key: "victim", in: notes)?.value.data == Data("safe".utf8))
        #expect(try await store.count(in: notes) == 2)
    }

    @Test func aBatchThatFailsHalfWayIsRolledBackEntirely() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        let clock = StubClock()
        let store = try SQLiteRecordStore(fileURL: file, now: clock.now)
        try await store.saveEncoded([EncodedRecord(key: "a", data: Data("old".utf8))], in: notes)
        // Make SQLite itself fail on the third insert, after two rows were written in the transaction.
        try SQLiteConnection(path: file.path(percentEncoded: false), access: .readWrite(create: false)).execute(
            """
            CREATE TRIGGER fail_on_boom BEFORE INSERT ON records WHEN NEW.key = 'boom'
            BEGIN SELECT RAISE(ABORT, 'forced failure'); END
            """)
        clock.advance(bySeconds: 60)

        let error = await #expect(throws: PersistenceError.self) {
            try await store.saveEncoded(
                ["a", "b", "boom", "c"].map { EncodedRecord(key: $0, data: Data("new".utf8)) }, in: notes)
        }

        guard case .ioFailure(let reason) = error else {
            Issue.record("expected ioFailure, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("forced failure"))
        let kept = try await store.loadAllEncoded(in: notes)
        #expect(kept.map(\.key) == ["a"])
        #expect(kept.first?.value.data == Data("old".utf8))
        #expect(kept.first?.savedAt == clock.date.addingTimeInterval(-60))
        try await store.saveEncoded([EncodedRecord(key: "c", data: Data("later".utf8))], in: notes)
        #expect(try await store.count(in: notes) == 2)
    }
}

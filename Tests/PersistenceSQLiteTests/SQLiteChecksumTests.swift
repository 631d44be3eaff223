import Foundation
import FoundationTesting
import Persistence
import Testing

@testable import PersistenceSQLite

/// Every record carries a checksum that is compared on every read, so a record whose bytes
/// changed in the file is reported damaged, never served.
@Suite struct SQLiteChecksumTests {
    private let notes = RecordCollection("notes")
    private let payload = Data(#"{"height":40,"id":25,"name":"pikachu","types":["electric"],"weight":60}"#.utf8)

    /// A store with `payload` under `000025` among others, its WAL folded into the file, closed.
    private func writeStore(at file: URL, clock: StubClock) async throws -> [String: Data] {
        var records = ["000025": payload]
        for id in [1, 4, 7, 150] { records[String(format: "%06d", id)] = Data(#"{"id":\#(id),"name":"other"}"#.utf8) }
        let store = try SQLiteRecordStore(fileURL: file, now: clock.now)
        try await store.saveEncoded(records.map { EncodedRecord(key: $0.key, data: $0.value) }, in: notes)
        try SQLiteConnection(path: file.path(percentEncoded: false), create: false)
            .execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return records
    }

    /// What reading a store whose file has one changed byte gave.
    private enum Outcome: Equatable {
        case detected
        /// Everything read back exactly as saved (the byte was not part of any record).
        case intact
        /// Something read back different from what was saved, or an unexpected error.
        case wrong(String)
    }

    private func read(_ file: URL, expecting saved: [String: Data], savedAt: Date) async -> Outcome {
        do {
            let store = try SQLiteRecordStore(fileURL: file)
            let scan = try await store.scanEncoded(in: notes)
            for record in scan.records where saved[record.key] != record.value.data || record.savedAt != savedAt {
                return .wrong("served \(record.key) changed")
            }
            return scan.damaged.isEmpty && scan.records.count == saved.count ? .intact : .detected
        } catch {
            if case .damagedStore = error { return .detected }
            return .wrong("\(error)")
        }
    }

    @Test func aChangedByteAnywhereInARecordIsReportedDamagedNeverServed() async throws {
        let folder = try TemporaryDirectory()
        let original = folder.url.appending(path: "store.sqlite")
        let clock = StubClock()
        let saved = try await writeStore(at: original, clock: clock)
        let bytes = try Data(contentsOf: original)
        let data = try #require(bytes.firstRange(of: payload))
        // The cell around the value: its header, collection and key before; save time and checksum after.
        // The first cell of a page ends the page, and may end the file.
        let positions = max(bytes.startIndex, data.lowerBound - 24)..<min(bytes.endIndex, data.upperBound + 16)

        var outcomes: [Int: Outcome] = [:]
        for position in positions {
            var damaged = bytes
            damaged[position] ^= [0x01, 0x10, 0x80][position % 3]
            let file = folder.url.appending(path: "flipped-\(position).sqlite")
            try damaged.write(to: file)
            outcomes[position] = await read(file, expecting: saved, savedAt: clock.date)
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
        }

        for (position, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
            if case .wrong(let what) = outcome { Issue.record("byte \(position): \(what)") }
        }
        let missed = data.filter { outcomes[$0] != .detected }
        #expect(missed.isEmpty, "changed bytes of the value not detected at \(missed)")
    }

    /// `max_page_count` makes SQLite answer `SQLITE_FULL` exactly as a full disk does.
    @Test func aFullDiskIsSaidInTheseWordsWithThePathAndKeepsWhatWasSaved() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        let store = try SQLiteRecordStore(fileURL: file, now: { Date() }) { path throws(SQLiteError) in
            let connection = try SQLiteConnection(path: path, access: .readWrite(create: true))
            try connection.execute("PRAGMA max_page_count = 12")
            return connection
        }
        try await store.saveEncoded([EncodedRecord(key: "first", data: Data("kept".utf8))], in: notes)

        let error = await #expect(throws: PersistenceError.self) {
            try await store.saveEncoded(
                (0..<40).map { EncodedRecord(key: "big\($0)", data: Data(repeating: 1, count: 4_000)) }, in: notes)
        }

        guard case .ioFailure(let reason) = error else {
            Issue.record("expected ioFailure, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("the disk is full: cannot save to \(file.path(percentEncoded: false)) ("))
        #expect(try await store.loadEncoded(key: "first", in: notes)?.value.data == Data("kept".utf8))
        #expect(try await store.count(in: notes) == 1)
    }
}

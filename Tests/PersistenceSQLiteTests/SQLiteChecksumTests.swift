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

    @Test func aChangedByteAnywhereInARecordIsReportedDamagedNeverServed() async throws {
        let folder = try TemporaryDirectory()
        var saved = ["000025": payload]
        for id in [1, 4, 7, 150] { saved[String(format: "%06d", id)] = Data(#"{"id":\#(id),"name":"other"}"#.utf8) }
        let bytes = try await StoreFileProbe.write(saved, in: notes, to: folder.url.appending(path: "store.sqlite"))
        let data = try #require(bytes.firstRange(of: payload))
        // The cell around the value: its header, collection and key before; save time and checksum after.
        // The first cell of a page ends the page, and may end the file.
        let positions = max(bytes.startIndex, data.lowerBound - 24)..<min(bytes.endIndex, data.upperBound + 16)

        var outcomes: [Int: StoreFileProbe.Outcome] = [:]
        for position in positions {
            var damaged = bytes
            damaged[position] ^= [0x01, 0x10, 0x80][position % 3]
            outcomes[position] = try await StoreFileProbe.read(
                damaged, named: "flipped-\(position)", in: folder.url, collection: notes, expecting: saved)
        }

        for (position, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
            if case .wrong(let what) = outcome { Issue.record("byte \(position): \(what)") }
        }
        let missed = data.filter { outcomes[$0] != .damaged }
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

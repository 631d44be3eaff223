import Foundation
import FoundationTesting
import Persistence
import Testing

@testable import PersistenceFiles

/// Every record file carries the record's checksum, compared on every read: any changed byte of
/// a record file is that record's damage, never served.
@Suite struct FileStoreChecksumTests {
    private let notes = RecordCollection("notes")
    /// 72 bytes: a multiple of 3, so its base64 has no padding bits that could change unseen.
    private let payload = Data(#"{"height":40,"id":25,"name":"pikachu","types":["electric"],"weight":600}"#.utf8)

    @Test func everyChangedByteOfARecordFileIsThatRecordsDamageAndTheOthersStillRead() async throws {
        let folder = try TemporaryDirectory()
        let clock = StubClock()
        let store = try FileRecordStore(directory: folder.url, now: clock.now)
        try await store.saveEncoded(
            [EncodedRecord(key: "000025", data: payload), EncodedRecord(key: "000001", data: Data("bulbasaur".utf8))],
            in: notes)
        let file = folder.url.appending(path: "notes/000025.json")
        let original = try Data(contentsOf: file)

        var missed: [String] = []
        for position in original.indices {
            for mask: UInt8 in [0x01, 0x20, 0x80] {
                var changed = original
                changed[position] ^= mask
                try changed.write(to: file)
                let lookup = try await store.lookUp(String.self, key: "000025", in: notes)
                let scan = try await store.scanEncoded(in: notes)
                guard case .damaged(let record) = lookup, scan.damaged.map(\.key) == ["000025"],
                    scan.records.map(\.key) == ["000001"], record.key == "000025"
                else {
                    missed.append("byte \(position) ^ \(mask): \(lookup)")
                    continue
                }
            }
        }
        try original.write(to: file)

        #expect(missed.isEmpty, "\(missed.count) changes not detected: \(missed.prefix(5))")
        #expect(try await store.loadEncoded(key: "000025", in: notes)?.value.data == payload)
    }

    @Test func aChangedLetterIsNamedAsAChecksumMismatchAndASaveRepairsIt() async throws {
        let folder = try TemporaryDirectory()
        let store = try FileRecordStore(directory: folder.url)
        try await store.saveEncoded([EncodedRecord(key: "000025", data: Data("pikachu".utf8))], in: notes)
        let file = folder.url.appending(path: "notes/000025.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        document["value"] = Data("pIkachu".utf8).base64EncodedString()
        try JSONSerialization.data(withJSONObject: document).write(to: file)

        let damaged = DamagedRecord(
            collection: "notes", key: "000025",
            reason: "000025.json: its checksum does not match: its bytes changed after they were saved")
        #expect(try await store.lookUp(String.self, key: "000025", in: notes) == .damaged(damaged))
        try await store.saveEncoded([EncodedRecord(key: "000025", data: Data("pikachu".utf8))], in: notes)
        #expect(try await store.loadEncoded(key: "000025", in: notes)?.value.data == Data("pikachu".utf8))
    }
}

import Foundation
import FoundationTesting
import Persistence
import Testing

@testable import PersistenceSQLite

/// Damage to the store file itself (cut short, pages zeroed, header bytes changed): always a damaged
/// Mosaic store (or, where it touched nothing in use, read back whole), never someone else's file, never
/// served changed; inside a recovery, moved aside, kept byte for byte, and replaced by a new store.
@Suite struct SQLiteDamagedFileTests {
    private let notes = RecordCollection("notes")
    /// About 40 pages of records.
    private let records = Dictionary(
        uniqueKeysWithValues: (0..<120).map { (String(format: "%04d", $0), Data(repeating: UInt8($0), count: 1_000)) })

    private func check(_ damaged: Data, named name: String, in folder: URL) async throws -> StoreFileProbe.Outcome {
        try await StoreFileProbe.read(damaged, named: name, in: folder, collection: notes, expecting: records)
    }

    /// Cut anywhere before its last page, the store has lost records: damaged. Cut inside the
    /// last page, it may have lost only unused bytes, and then every record reads back whole.
    @Test func aFileCutShortAtAnyOffsetIsADamagedStore() async throws {
        let folder = try TemporaryDirectory()
        let bytes = try await StoreFileProbe.write(records, in: notes, to: folder.url.appending(path: "store.sqlite"))
        let offsets =
            [72, 100, 101, 1_000, 4_095, 4_096, 4_097, 8_192, 12_000, 30_000, 65_536]
            + [bytes.count / 2, bytes.count - 4_097, bytes.count - 4_096]

        for offset in offsets {
            let finding = try await check(bytes.prefix(offset), named: "cut-\(offset)", in: folder.url)
            #expect(finding == .damaged, "cut at \(offset) of \(bytes.count)")
        }
        for offset in [bytes.count - 100, bytes.count - 1] {
            let finding = try await check(bytes.prefix(offset), named: "cut-\(offset)", in: folder.url)
            #expect(finding == .damaged || finding == .intact, "cut at \(offset) of \(bytes.count)")
        }
    }

    @Test func aZeroedPageIsADamagedStore() async throws {
        let folder = try TemporaryDirectory()
        let bytes = try await StoreFileProbe.write(records, in: notes, to: folder.url.appending(path: "store.sqlite"))
        let pages = bytes.count / 4_096

        for page in [2, 3, 5, pages / 2, pages] {
            var damaged = bytes
            damaged.replaceSubrange(((page - 1) * 4_096)..<(page * 4_096), with: Data(count: 4_096))
            let finding = try await check(damaged, named: "zeroed-\(page)", in: folder.url)
            #expect(finding == .damaged, "page \(page) of \(pages)")
        }
    }

    /// Each header byte in turn, all bits flipped. Unused bytes (the change counter, the writer's version
    /// numbers) read back whole; the schema version (bytes 60 to 63) is refused as that version.
    @Test func aChangedHeaderByteIsNeverTakenForAForeignFile() async throws {
        let folder = try TemporaryDirectory()
        let bytes = try await StoreFileProbe.write(records, in: notes, to: folder.url.appending(path: "store.sqlite"))

        var findings: [Int: StoreFileProbe.Outcome] = [:]
        for position in 0..<100 {
            var damaged = bytes
            damaged[position] ^= 0xFF
            findings[position] = try await check(damaged, named: "header-\(position)", in: folder.url)
        }

        for (position, finding) in findings.sorted(by: { $0.key < $1.key }) {
            if case .wrong(let what) = finding, !(60..<64).contains(position) || !what.contains("schema version") {
                Issue.record("header byte \(position): \(what)")
            }
        }
        for position in Array(0..<16) + Array(68..<72) {
            #expect(findings[position] == .damaged, "the magic and the application id, byte \(position)")
        }
    }

    @Test func openedToMoveDamageAsideADamagedStoreIsKeptAsideAndANewOneStarted() async throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appending(path: "store.sqlite")
        var bytes = try await StoreFileProbe.write(records, in: notes, to: file)
        bytes[3] ^= 0xFF
        try bytes.write(to: file)
        let time = Date(timeIntervalSince1970: 1_800_000_000)

        let store = try SQLiteRecordStore(fileURL: file, now: { time }, ifDamaged: .moveAside)

        let location = file.path(percentEncoded: false)
        let aside = location + ".damaged-20270115T080000Z"
        #expect(
            store.movedAside
                == MovedStore(
                    location: location, movedTo: aside,
                    reason: "its SQLite header is damaged: file is not a database (SQLite code 26)"))
        #expect(try Data(contentsOf: URL(filePath: aside)) == bytes)
        #expect(try await store.count(in: notes) == 0)
        try await store.saveEncoded([EncodedRecord(key: "new", data: Data())], in: notes)
        #expect(try await SQLiteRecordStore(fileURL: file).count(in: notes) == 1)
    }

    @Test func aDamagedStoreIsRefusedUntouchedAndAForeignOneIsNeverMoved() async throws {
        let folder = try TemporaryDirectory()
        let damaged = folder.url.appending(path: "damaged.sqlite")
        var bytes = try await StoreFileProbe.write(records, in: notes, to: damaged)
        bytes[3] ^= 0xFF
        try bytes.write(to: damaged)
        let foreign = folder.url.appending(path: "foreign.sqlite")
        try NotAStoreFile.foreignDatabase.write(to: foreign)
        let foreignBytes = try Data(contentsOf: foreign)

        #expect(throws: PersistenceError.self) { try SQLiteRecordStore(fileURL: damaged) }
        #expect(
            throws: PersistenceError.unreadableStore(
                location: foreign.path(percentEncoded: false), reason: "it holds tables that are not Mosaic's: notes")
        ) { try SQLiteRecordStore(fileURL: foreign, ifDamaged: .moveAside) }

        #expect(try Data(contentsOf: damaged) == bytes)
        #expect(try Data(contentsOf: foreign) == foreignBytes)
    }
}

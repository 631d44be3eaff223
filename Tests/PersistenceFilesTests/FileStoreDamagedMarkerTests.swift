import Foundation
import FoundationTesting
import Persistence
import Testing

@testable import PersistenceFiles

/// The marker carries its own checksum, so any changed byte in it is a damaged store, never a
/// foreign one or another version; inside a recovery the damaged folder is moved aside, kept
/// whole, and a new store started; a foreign folder is never moved.
@Suite struct FileStoreDamagedMarkerTests {
    private let notes = RecordCollection("notes")

    @Test func everyChangedByteOfTheMarkerIsADamagedStore() async throws {
        let folder = try TemporaryDirectory()
        _ = try FileRecordStore(directory: folder.url)
        let marker = folder.url.appending(path: ".mosaic-store.json")
        let original = try Data(contentsOf: marker)

        var wrong: [String] = []
        for position in original.indices {
            for mask: UInt8 in [0x01, 0x20] {
                var changed = original
                changed[position] ^= mask
                try changed.write(to: marker)
                do {
                    _ = try FileRecordStore(directory: folder.url)
                    wrong.append("byte \(position) ^ \(mask): opened")
                } catch {
                    if case .damagedStore = error { continue }
                    wrong.append("byte \(position) ^ \(mask): \(error)")
                }
            }
        }

        #expect(wrong.isEmpty, "\(wrong.count) changes not reported as damage: \(wrong.prefix(5))")
    }

    @Test func openedToMoveDamageAsideADamagedStoreIsKeptAsideAndANewOneStarted() async throws {
        let parent = try TemporaryDirectory()
        let path = parent.url.appending(path: "backup")
        try await FileRecordStore(directory: path).saveEncoded([EncodedRecord(key: "a", data: Data())], in: notes)
        try Data([0x00, 0xFF, 0x13]).write(to: path.appending(path: ".mosaic-store.json"))
        let before = try snapshot(of: path)

        let store = try FileRecordStore(
            directory: path, now: { Date(timeIntervalSince1970: 1_800_000_000) }, ifDamaged: .moveAside)

        let location = path.path(percentEncoded: false)
        let aside = parent.url.appending(path: "backup.damaged-20270115T080000Z")
        #expect(
            store.movedAside
                == MovedStore(
                    location: location, movedTo: aside.path(percentEncoded: false),
                    reason: "its .mosaic-store.json marker is damaged"))
        #expect(try snapshot(of: aside) == before)
        #expect(try await store.count(in: notes) == 0)
        try await store.saveEncoded([EncodedRecord(key: "b", data: Data())], in: notes)
        #expect(try await FileRecordStore(directory: path).count(in: notes) == 1)
    }

    @Test func openedToMoveDamageAsideAForeignFolderIsRefusedAndNeverMoved() throws {
        let parent = try TemporaryDirectory()
        let path = parent.url.appending(path: "photos")
        try NotAStoreFolder.folderWithoutMarker.create(at: path)
        let before = try snapshot(of: parent.url)

        #expect(
            throws: PersistenceError.unreadableStore(
                location: path.path(percentEncoded: false),
                reason: "it holds 1 item(s) but no .mosaic-store.json marker")
        ) { try FileRecordStore(directory: path, ifDamaged: .moveAside) }

        #expect(try snapshot(of: parent.url) == before)
    }
}

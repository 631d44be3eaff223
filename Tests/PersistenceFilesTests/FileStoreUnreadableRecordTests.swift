import Foundation
import FoundationTesting
import Persistence
import PersistenceTesting
import Testing

@testable import PersistenceFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A record file that cannot be read at all is one damaged record, named with the real cause;
/// the rest of the collection still reads, and no Foundation error domain or code reaches the user.
@Suite struct FileStoreUnreadableRecordTests {
    private static let notes = RecordCollection("notes")

    enum Unreadable: String, CaseIterable, CustomStringConvertible {
        case folder = "a folder in the record's place"
        case namedPipe = "a named pipe in the record's place"
        case noPermission = "a record its user may not read"
        case notUTF8 = "bytes that are not UTF-8"
        case notJSON = "text that is not JSON"

        var description: String { rawValue }

        var cause: String {
            switch self {
            case .folder: "b.json cannot be read: it is a folder, not a file"
            case .namedPipe: "b.json cannot be read: it is a named pipe (FIFO), not a file"
            case .noPermission: "b.json cannot be read: Permission denied"
            case .notUTF8, .notJSON: "b.json is not a record file"
            }
        }

        func create(at file: URL) throws {
            try? FileManager.default.removeItem(at: file)
            switch self {
            case .folder: try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            case .namedPipe: try SpecialFile.namedPipe.create(at: file)
            case .noPermission:
                try Data("{}".utf8).write(to: file)
                chmod(file.path(percentEncoded: false), 0)
            case .notUTF8: try Data([0xC3, 0x28, 0xFF, 0xFE]).write(to: file)
            case .notJSON: try Data("pikachu, 25".utf8).write(to: file)
            }
        }
    }

    @Test(arguments: Unreadable.allCases)
    func anUnreadableRecordIsOneDamagedRecordNamedByItsCause(_ unreadable: Unreadable) async throws {
        // Root reads any file whatever its permission bits.
        guard unreadable != .noPermission || geteuid() != 0 else { return }
        let folder = try TemporaryDirectory()
        let store = try FileRecordStore(directory: folder.url)
        try await store.saveEncoded(
            ["a", "b", "c"].map { EncodedRecord(key: $0, data: Data($0.utf8)) }, in: Self.notes)
        try unreadable.create(at: folder.url.appending(path: "notes/b.json"))

        let scan = try await FileRecordStore(directory: folder.url).scanEncoded(in: Self.notes)

        let damaged = DamagedRecord(collection: "notes", key: "b", reason: unreadable.cause)
        #expect(scan.records.map(\.key) == ["a", "c"])
        #expect(scan.damaged == [damaged])
        #expect(try await store.lookUp(String.self, key: "b", in: Self.notes) == .damaged(damaged))
        let error = await #expect(throws: PersistenceError.self) { try await store.loadAllEncoded(in: Self.notes) }
        #expect(error == .damagedRecord(collection: "notes", key: "b", reason: unreadable.cause))
        #expect(!"\(String(describing: error))".contains("NSCocoaErrorDomain"))
    }

    /// The store reads every record this way; on its own thread here, so that if it ever blocked
    /// on the pipe, the test would fail instead of holding a thread of the cooperative pool.
    @Test func readingANamedPipeInARecordsPlaceReturnsAtOnceSayingWhatItIs() async throws {
        let folder = try TemporaryDirectory()
        let pipe = folder.url.appending(path: "b.json")
        try SpecialFile.namedPipe.create(at: pipe)

        let outcome = await OffThePool.run { () -> String in
            do throws(FileSystemCalls.Failure) {
                _ = try FileSystemCalls.readRegularFile(pipe)
                return "read"
            } catch {
                return error.cause
            }
        }

        #expect(try #require(outcome, "reading the pipe did not return") == "it is a named pipe (FIFO), not a file")
    }

    @Test func savingOverAFolderInARecordsPlaceMovesTheFolderAsideAndKeepsIt() async throws {
        let folder = try TemporaryDirectory()
        let store = try FileRecordStore(directory: folder.url)
        try await store.saveEncoded([EncodedRecord(key: "a", data: Data())], in: Self.notes)
        let file = folder.url.appending(path: "notes/b.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: file.appending(path: "inside.txt"))

        try await store.saveEncoded([EncodedRecord(key: "b", data: Data("new".utf8))], in: Self.notes)

        #expect(try await store.loadEncoded(key: "b", in: Self.notes)?.value.data == Data("new".utf8))
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.url.appending(path: "notes").path)
            .filter { $0.hasPrefix(".b.json.damaged-") }
        #expect(kept.count == 1)
        let inside = folder.url.appending(path: "notes/\(kept.first ?? "")/inside.txt")
        #expect(try Data(contentsOf: inside) == Data("mine".utf8))
        #expect(try await store.scanEncoded(in: Self.notes).damaged.isEmpty)
    }
}

import Foundation
import FoundationTesting
import Persistence
import Testing

@testable import PersistenceFiles

@Suite struct FileRecordStoreTests {
    private let notes = RecordCollection("notes")

    /// The folder is an empty one that already exists: it becomes the store.
    @Test func eachRecordIsAJSONDocumentInItsCollectionsFolderThatReopeningReadsBack() async throws {
        let folder = try TemporaryDirectory()
        let savedAt = Date(timeIntervalSince1970: 1_600_000_000.25)
        try await FileRecordStore(directory: folder.url, now: { savedAt })
            .saveEncoded([EncodedRecord(key: "Mr. Mime", data: Data([0, 255]))], in: notes)

        let reopened = try FileRecordStore(directory: folder.url)

        let record = try #require(try await reopened.loadEncoded(key: "Mr. Mime", in: notes))
        #expect(record.value.data == Data([0, 255]))
        #expect(record.savedAt == savedAt)
        let file = folder.url.appending(path: "notes/%4Dr.%20%4Dime.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(document["key"] as? String == "Mr. Mime")
        #expect(document["savedAt"] as? Double == 1_600_000_000.25)
        #expect(document["value"] as? String == Data([0, 255]).base64EncodedString())
        let marker = try Data(contentsOf: folder.url.appending(path: ".mosaic-store.json"))
        #expect(try JSONDecoder().decode(FileStoreMarker.self, from: marker) == FileStoreMarker.current)
    }

    @Test(arguments: [
        "..", ".", "../../etc/passwd", "a/b", "Key", "key", "%41", "%", "é", "e\u{301}", "🧪", "\0", "CON", "x.json",
    ])
    func anyKeyBecomesASafeFileNameThatDecodesBackToIt(_ key: String) throws {
        let name = FileKeyEncoding.fileName(for: key)

        #expect(!name.contains("/"))
        #expect(!name.hasPrefix("."))
        let isASCII = name.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII)
        #expect(FileKeyEncoding.key(forFileName: name) == key)
    }

    @Test(arguments: [("Key", "key"), ("ABC", "abc"), ("é", "e\u{301}"), ("É", "é")])
    func keysThatFileSystemsMightConfuseGetNamesThatDifferIgnoringCase(_ first: String, _ second: String) {
        let names = [first, second].map { FileKeyEncoding.fileName(for: $0).lowercased() }

        #expect(names[0] != names[1])
    }

    @Test func filesThatAreNotCanonicalRecordNamesAreIgnored() async throws {
        let folder = try TemporaryDirectory()
        let store = try FileRecordStore(directory: folder.url)
        try await store.saveEncoded([EncodedRecord(key: "a", data: Data("real".utf8))], in: notes)
        for stray in ["%61.json", "readme.txt", ".DS_Store", "%ZZ.json", "%4.json"] {
            try Data("{}".utf8).write(to: folder.url.appending(path: "notes/\(stray)"))
        }

        #expect(try await store.count(in: notes) == 1)
        #expect(try await store.loadAllEncoded(in: notes).map(\.key) == ["a"])
    }

    @Test func savingReplacingAndDeletingLeaveNoTemporaryFiles() async throws {
        let folder = try TemporaryDirectory()
        let store = try FileRecordStore(directory: folder.url)

        try await store.saveEncoded((1...20).map { EncodedRecord(key: "k\($0)", data: Data("\($0)".utf8)) }, in: notes)
        try await store.saveEncoded((1...20).map { EncodedRecord(key: "k\($0)", data: Data("again".utf8)) }, in: notes)
        try await store.delete(key: "k3", in: notes)

        #expect(try hiddenItems(under: folder.url).sorted() == [".mosaic-store.json", ".mosaic-store.lock"])
        #expect(try await store.count(in: notes) == 19)
    }

    @Test func aBatchThatFailsWhileRenamingRestoresEveryRecordItTouched() async throws {
        let folder = try TemporaryDirectory()
        let clock = StubClock()
        let store = try FileRecordStore(directory: folder.url, now: clock.now)
        try await store.saveEncoded([EncodedRecord(key: "a", data: Data("old".utf8))], in: notes)
        // A folder where the third record should go is moved aside under a longer hidden name;
        // with a key of 240 letters that name is too long for the file system, so the third step
        // of the batch fails after two renames.
        let long = String(repeating: "b", count: 240)
        let blocker = folder.url.appending(path: "notes/\(long).json")
        try FileManager.default.createDirectory(
            at: blocker.appending(path: "inside"), withIntermediateDirectories: true)
        clock.advance(bySeconds: 60)

        await #expect(throws: PersistenceError.self) {
            try await store.saveEncoded(
                ["a", "aa", long, "c"].map { EncodedRecord(key: $0, data: Data("new".utf8)) }, in: notes)
        }

        try FileManager.default.removeItem(at: blocker)
        let kept = try await store.loadAllEncoded(in: notes)
        #expect(kept.map(\.key) == ["a"])
        #expect(kept.first?.value.data == Data("old".utf8))
        #expect(kept.first?.savedAt == clock.date.addingTimeInterval(-60))
        #expect(try hiddenItems(under: folder.url).sorted() == [".mosaic-store.json", ".mosaic-store.lock"])
    }

    @Test func aKeyTooLongForAFileNameIsRefusedClearly() async throws {
        let folder = try TemporaryDirectory()
        let store = try FileRecordStore(directory: folder.url)

        let error = await #expect(throws: PersistenceError.self) {
            try await store.saveEncoded(
                [EncodedRecord(key: String(repeating: "é", count: 100), data: Data())], in: notes)
        }

        #expect(error?.description.contains("too long") == true)
        #expect(try await store.count(in: notes) == 0)
    }

    @Test(arguments: NotAStoreFolder.allCases)
    func refusesAPathThatIsNotAStoreAndLeavesItUntouched(_ kind: NotAStoreFolder) throws {
        let parent = try TemporaryDirectory()
        let path = parent.url.appending(path: "store")
        try kind.create(at: path)
        let before = try snapshot(of: parent.url)

        let error = #expect(throws: PersistenceError.self) { try FileRecordStore(directory: path) }

        guard case .unreadableStore(let location, let reason) = error else {
            Issue.record("expected unreadableStore, got \(String(describing: error))")
            return
        }
        #expect(location == path.path(percentEncoded: false))
        #expect(!reason.isEmpty)
        #expect(try snapshot(of: parent.url) == before)
    }

    @Test(arguments: [1, 3])
    func refusesAnotherFormatVersionAndLeavesTheFolderUntouched(version: Int) async throws {
        let folder = try TemporaryDirectory()
        try await FileRecordStore(directory: folder.url).saveEncoded([EncodedRecord(key: "k", data: Data())], in: notes)
        try Data(#"{"format":"mosaic-record-store","version":\#(version)}"#.utf8)
            .write(to: folder.url.appending(path: ".mosaic-store.json"))
        let before = try snapshot(of: folder.url)

        #expect(
            throws: PersistenceError.incompatibleSchema(
                location: folder.url.path(percentEncoded: false), found: version, expected: 2)
        ) {
            try FileRecordStore(directory: folder.url)
        }
        #expect(try snapshot(of: folder.url) == before)
    }
}

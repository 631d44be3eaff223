import Foundation
import FoundationTesting
import Persistence
import PersistenceTesting
import Testing

@testable import PersistenceSQLite

/// A SQLite store's path must hold a regular file (or nothing yet): anything else is refused
/// at once, named for what it is, and left as it was. Opening runs off the cooperative pool, and
/// a hang is reported as a failure instead of hanging the suite.
@Suite struct SQLiteSpecialFileTests {
    @Test(arguments: SpecialFile.allCases)
    func aSpecialFileAtTheStorePathIsRefusedAtOnceAndNamed(_ special: SpecialFile) async throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appending(path: "store.sqlite")
        try special.create(at: path)
        let location = path.path(percentEncoded: false)

        let outcome = await OffThePool.run { () -> Result<Bool, PersistenceError> in
            Result { () throws(PersistenceError) in
                _ = try SQLiteRecordStore(fileURL: path)
                return true
            }
        }

        let result = try #require(outcome, "opening \(special) did not return")
        #expect(
            throws: PersistenceError.unreadableStore(location: location, reason: "it is \(special.words), not a file")
        ) { try result.get() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["store.sqlite"])
    }

    @Test(arguments: [("/", "a folder"), ("/dev/zero", "a character device"), ("/dev/null", "a character device")])
    func aFolderOrADeviceItselfAtTheStorePathIsRefusedAndNamed(_ path: String, _ words: String) {
        #expect(throws: PersistenceError.unreadableStore(location: path, reason: "it is \(words), not a file")) {
            try SQLiteRecordStore(fileURL: URL(filePath: path))
        }
    }
}

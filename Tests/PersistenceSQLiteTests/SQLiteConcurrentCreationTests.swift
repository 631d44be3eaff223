import Foundation
import FoundationTesting
import Persistence
import PersistenceSQLite
import PersistenceTesting
import Testing

/// Each opener has its own connection, so SQLite locks between them exactly as between processes.
@Suite struct SQLiteConcurrentCreationTests {
    @Test func severalOpenersCreatingOneNewStoreAllSucceedAndAllTheirWritesAreKept() async throws {
        let folder = try TemporaryDirectory()
        _ = try await ConcurrentCreation.check(in: folder.url) { path throws(PersistenceError) in
            try SQLiteRecordStore(fileURL: path)
        }
    }
}

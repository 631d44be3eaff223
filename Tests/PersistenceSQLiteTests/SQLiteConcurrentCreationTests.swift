import Foundation
import Persistence
import PersistenceTesting
import Testing

@testable import PersistenceSQLite

/// Several openers racing to create one new store, as several `mosaic` processes started
/// together do. Each opener has its own connection, so SQLite locks between them exactly as
/// between processes. Bounded: a fixed number of rounds, no timing.
@Suite struct SQLiteConcurrentCreationTests {
    private let notes = RecordCollection("notes")

    @Test func severalOpenersCreatingOneNewStoreAllSucceedAndAllTheirWritesAreKept() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let rounds = 25
        let openers = 6
        for round in 0..<rounds {
            let file = folder.url.appending(path: "round\(round)/store.sqlite")
            let opened = Simultaneously.run(openers) { _ in
                Result { () throws(PersistenceError) in try SQLiteRecordStore(fileURL: file) }
            }
            let stores = try opened.map { try $0.get() }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, store) in stores.enumerated() {
                    group.addTask {
                        try await store.saveEncoded([EncodedRecord(key: "opener\(index)", data: Data([1]))], in: notes)
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await SQLiteRecordStore(fileURL: file).count(in: notes) == openers, "round \(round)")
        }
    }
}

// Placeholder until the adapter is written; delete when adding real sources.
public import Foundation
public import Persistence

public actor SQLiteRecordStore: RecordStore {
    public init(fileURL: URL, now: @escaping @Sendable () -> Date = { Date() }) throws(PersistenceError) {
        throw .ioFailure(reason: "SQLite store not written yet")
    }
    public func saveEncoded(_ records: [EncodedRecord], in collection: RecordCollection) throws(PersistenceError) {}
    public func loadEncoded(key: String, in collection: RecordCollection) throws(PersistenceError)
        -> StoredRecord<EncodedRecord>?
    { nil }
    public func loadAllEncoded(in collection: RecordCollection) throws(PersistenceError)
        -> [StoredRecord<EncodedRecord>]
    { [] }
    public func delete(key: String, in collection: RecordCollection) throws(PersistenceError) -> Bool { false }
    public func count(in collection: RecordCollection) throws(PersistenceError) -> Int { 0 }
}

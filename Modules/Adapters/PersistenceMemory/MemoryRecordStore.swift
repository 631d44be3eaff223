public import Foundation
public import Persistence

/// A `RecordStore` that keeps records in memory for the life of the instance. Keys are told apart
/// and ordered by their Unicode scalars (compared as UTF-8 bytes, which sort the same way), not by
/// `String`'s canonical equivalence, so `"é"` and `"e\u{301}"` are two records here as on disk.
public actor MemoryRecordStore: RecordStore {
    private var collections: [String: [Data: StoredRecord<EncodedRecord>]] = [:]
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    public func saveEncoded(_ records: [EncodedRecord], in collection: RecordCollection) throws(PersistenceError) {
        // Every key is checked before anything changes, so a rejected batch leaves no trace.
        if let invalid = records.first(where: { $0.key.isEmpty }) { throw .invalidKey(invalid.key) }
        guard !records.isEmpty else { return }
        let savedAt = now()
        var stored = collections[collection.name, default: [:]]
        for record in records {
            stored[Self.identity(of: record.key)] = StoredRecord(key: record.key, value: record, savedAt: savedAt)
        }
        collections[collection.name] = stored
    }

    public func loadEncoded(
        key: String, in collection: RecordCollection
    ) throws(PersistenceError)
        -> StoredRecord<EncodedRecord>?
    {
        guard !key.isEmpty else { throw .invalidKey(key) }
        return collections[collection.name]?[Self.identity(of: key)]
    }

    public func loadAllEncoded(
        in collection: RecordCollection
    ) throws(PersistenceError)
        -> [StoredRecord<EncodedRecord>]
    {
        (collections[collection.name] ?? [:]).values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    @discardableResult
    public func delete(key: String, in collection: RecordCollection) throws(PersistenceError) -> Bool {
        guard !key.isEmpty else { throw .invalidKey(key) }
        return collections[collection.name]?.removeValue(forKey: Self.identity(of: key)) != nil
    }

    public func count(in collection: RecordCollection) throws(PersistenceError) -> Int {
        collections[collection.name]?.count ?? 0
    }

    private static func identity(of key: String) -> Data {
        Data(key.utf8)
    }
}

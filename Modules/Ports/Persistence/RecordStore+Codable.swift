import Foundation

extension RecordStore {
    /// Saves one value under `key`, replacing any record already there.
    public func save<Value: Encodable>(
        _ value: Value,
        key: String,
        in collection: RecordCollection
    ) async throws(PersistenceError) {
        try await saveAll([(key: key, value: value)], in: collection)
    }

    /// Saves every value in one atomic batch: either all are saved or none is.
    public func saveAll<Value: Encodable>(
        _ entries: [(key: String, value: Value)],
        in collection: RecordCollection
    ) async throws(PersistenceError) {
        let encoder = RecordCoding.encoder
        var records: [EncodedRecord] = []
        records.reserveCapacity(entries.count)
        for entry in entries {
            guard !entry.key.isEmpty else { throw .invalidKey(entry.key) }
            do {
                records.append(EncodedRecord(key: entry.key, data: try encoder.encode(entry.value)))
            } catch {
                throw .encodingFailed(collection: collection.name, key: entry.key, reason: "\(error)")
            }
        }
        try await saveEncoded(records, in: collection)
    }

    /// Loads the value saved under `key`, or `nil` when there is none.
    public func load<Value: Decodable>(
        _ type: Value.Type,
        key: String,
        in collection: RecordCollection
    ) async throws(PersistenceError) -> StoredRecord<Value>? {
        guard let stored = try await loadEncoded(key: key, in: collection) else { return nil }
        return try RecordCoding.decode(type, from: stored, in: collection)
    }

    /// Loads every value of `collection`, in ascending key order.
    public func loadAll<Value: Decodable>(
        _ type: Value.Type,
        in collection: RecordCollection
    ) async throws(PersistenceError) -> [StoredRecord<Value>] {
        var values: [StoredRecord<Value>] = []
        for stored in try await loadAllEncoded(in: collection) {
            values.append(try RecordCoding.decode(type, from: stored, in: collection))
        }
        return values
    }
}

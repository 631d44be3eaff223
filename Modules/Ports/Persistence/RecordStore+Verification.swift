extension RecordStore {
    /// Loads the value saved under `key`, telling a missing record from a damaged one instead of
    /// throwing for damage: a record that the store cannot read back, or that does not decode as
    /// `type`, is ``RecordLookup/damaged(_:)``.
    ///
    /// - Throws: only when the store itself fails.
    public func lookUp<Value: Decodable>(
        _ type: Value.Type,
        key: String,
        in collection: RecordCollection
    ) async throws(PersistenceError) -> RecordLookup<Value> {
        let stored: StoredRecord<EncodedRecord>?
        do {
            stored = try await loadEncoded(key: key, in: collection)
        } catch {
            guard case .damagedRecord(let collection, let key, let reason) = error else { throw error }
            return .damaged(DamagedRecord(collection: collection, key: key, reason: reason))
        }
        guard let stored else { return .missing }
        do {
            return .found(try RecordCoding.decode(type, from: stored, in: collection))
        } catch {
            return .damaged(DamagedRecord(collection: collection.name, key: key, reason: error.reason))
        }
    }

    /// Loads every value of `collection` that reads back and decodes as `type`, and lists the
    /// ones that do not, both in ascending key order.
    ///
    /// - Throws: only when the store itself fails.
    public func scan<Value: Decodable>(
        _ type: Value.Type,
        in collection: RecordCollection
    ) async throws(PersistenceError) -> RecordScan<Value> {
        let encoded = try await scanEncoded(in: collection)
        var result = RecordScan<Value>(records: [], damaged: encoded.damaged)
        for stored in encoded.records {
            do {
                result.records.append(try RecordCoding.decode(type, from: stored, in: collection))
            } catch {
                result.damaged.append(DamagedRecord(collection: collection.name, key: stored.key, reason: error.reason))
            }
        }
        result.damaged.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        return result
    }

    /// Verifies `collection` against the keys it should hold: counts the records that decode
    /// as `type`, and lists the damaged ones and the expected keys with nothing saved.
    ///
    /// - Throws: only when the store itself fails.
    public func check<Value: Decodable>(
        _ type: Value.Type,
        in collection: RecordCollection,
        expecting keys: some Sequence<String>
    ) async throws(PersistenceError) -> RecordCheck {
        let scan = try await scan(type, in: collection)
        let present = Set(scan.records.map(\.key)).union(scan.damaged.map(\.key))
        var seen = Set<String>()
        let missing = keys.filter { !present.contains($0) && seen.insert($0).inserted }
        return RecordCheck(
            collection: collection.name, good: scan.records.count, damaged: scan.damaged, missing: missing)
    }
}

extension PersistenceError {
    /// The part of a decoding or damage error that says why, without the record's name.
    fileprivate var reason: String {
        switch self {
        case .decodingFailed(_, _, let reason), .damagedRecord(_, _, let reason): reason
        default: description
        }
    }
}

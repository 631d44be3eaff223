/// What a verified read of one key found.
public enum RecordLookup<Value> {
    /// The record, read back and decoded.
    case found(StoredRecord<Value>)
    /// Nothing is saved under the key.
    case missing
    /// Something is saved under the key, but it cannot be read back.
    case damaged(DamagedRecord)

    /// The record when it was found; `nil` when it is missing or damaged.
    public var record: StoredRecord<Value>? {
        guard case .found(let record) = self else { return nil }
        return record
    }
}

extension RecordLookup: Sendable where Value: Sendable {}
extension RecordLookup: Equatable where Value: Equatable {}

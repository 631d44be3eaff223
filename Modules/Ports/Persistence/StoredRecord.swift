public import Foundation

/// A record as it was saved: its key, its value and when it was saved.
public struct StoredRecord<Value> {
    /// The key the record was saved under.
    public var key: String
    /// The value.
    public var value: Value
    /// When the store saved it, by the store's clock.
    public var savedAt: Date

    /// Creates a stored record.
    public init(key: String, value: Value, savedAt: Date) {
        self.key = key
        self.value = value
        self.savedAt = savedAt
    }
}

extension StoredRecord: Sendable where Value: Sendable {}
extension StoredRecord: Equatable where Value: Equatable {}
extension StoredRecord: Hashable where Value: Hashable {}

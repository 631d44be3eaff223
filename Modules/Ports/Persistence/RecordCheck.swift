/// The result of verifying a collection against the keys it should hold: how many records are
/// good, which are damaged and which are missing.
public struct RecordCheck: Sendable, Hashable {
    /// The collection's name.
    public var collection: String
    /// How many records read back and decode, expected or not.
    public var good: Int
    /// The records that are saved but cannot be read back, in ascending key order.
    public var damaged: [DamagedRecord]
    /// The expected keys with nothing saved under them, in the order they were expected.
    public var missing: [String]

    /// Creates a check result.
    public init(collection: String, good: Int = 0, damaged: [DamagedRecord] = [], missing: [String] = []) {
        self.collection = collection
        self.good = good
        self.damaged = damaged
        self.missing = missing
    }

    /// Whether every expected record is saved and every saved record reads back.
    public var isHealthy: Bool { damaged.isEmpty && missing.isEmpty }
}

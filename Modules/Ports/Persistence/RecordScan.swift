/// Every record of a collection that could be read, and every one that could not.
public struct RecordScan<Value> {
    /// The records read back, in ascending key order.
    public var records: [StoredRecord<Value>]
    /// The records that are damaged, in ascending key order.
    public var damaged: [DamagedRecord]

    /// Creates a scan result.
    public init(records: [StoredRecord<Value>], damaged: [DamagedRecord]) {
        self.records = records
        self.damaged = damaged
    }
}

extension RecordScan: Sendable where Value: Sendable {}
extension RecordScan: Equatable where Value: Equatable {}

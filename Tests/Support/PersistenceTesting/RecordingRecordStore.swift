public import Foundation
public import Persistence

/// A `RecordStore` in memory that records what it was asked and can be told to fail.
///
/// Like every adapter, it tells keys apart and orders them by Unicode scalars (via their UTF-8
/// bytes), not by `String`'s canonical equivalence, and rejects empty keys.
public actor RecordingRecordStore: RecordStore {
    /// One call made to the store.
    public enum Operation: Sendable, Hashable {
        /// A batch saved under `keys`, in their order.
        case save(collection: String, keys: [String])
        /// One record asked for by key.
        case load(collection: String, key: String)
        /// Every record of the collection asked for.
        case loadAll(collection: String)
        /// One record deleted by key.
        case delete(collection: String, key: String)
        /// The records of the collection counted.
        case count(collection: String)

        /// Whether the operation writes.
        public var isWrite: Bool {
            switch self {
            case .save, .delete: true
            case .load, .loadAll, .count: false
            }
        }
    }

    private var records: [String: [Data: StoredRecord<EncodedRecord>]] = [:]
    private let now: @Sendable () -> Date

    /// Every call so far, oldest first.
    public private(set) var operations: [Operation] = []
    private var failure: PersistenceError?

    /// Creates an empty store whose clock is `now`.
    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    private var writeFailure: PersistenceError?

    /// Makes every later call throw `error` after recording it, or succeed again when `nil`.
    public func setFailure(_ error: PersistenceError?) {
        failure = error
    }

    /// Makes every later save and delete throw `error` (a full disk, say) after recording it, or succeed
    /// again when `nil`; reads work. A `.readOnlyStore` error also makes ``requireWritable()`` throw.
    public func setWriteFailure(_ error: PersistenceError?) {
        writeFailure = error
    }

    /// Throws only when a `.readOnlyStore` error was set with ``setWriteFailure(_:)``.
    public func requireWritable() async throws(PersistenceError) {
        if let writeFailure, case .readOnlyStore = writeFailure { throw writeFailure }
    }

    /// Records the call, then saves the batch, or none of it when a failure is set or a key is empty.
    public func saveEncoded(_ batch: [EncodedRecord], in collection: RecordCollection) throws(PersistenceError) {
        operations.append(.save(collection: collection.name, keys: batch.map(\.key)))
        if let failure = failure ?? writeFailure { throw failure }
        if let invalid = batch.first(where: { $0.key.isEmpty }) { throw .invalidKey(invalid.key) }
        let savedAt = now()
        for record in batch {
            records[collection.name, default: [:]][Data(record.key.utf8)] = StoredRecord(
                key: record.key, value: record, savedAt: savedAt)
        }
    }

    /// Records the call, then returns the record under `key`, matched by Unicode scalars.
    public func loadEncoded(
        key: String, in collection: RecordCollection
    ) throws(PersistenceError)
        -> StoredRecord<EncodedRecord>?
    {
        operations.append(.load(collection: collection.name, key: key))
        if let failure { throw failure }
        guard !key.isEmpty else { throw .invalidKey(key) }
        return records[collection.name]?[Data(key.utf8)]
    }

    /// Records the call, then returns the collection's records in ascending Unicode-scalar order of keys.
    public func loadAllEncoded(
        in collection: RecordCollection
    ) throws(PersistenceError)
        -> [StoredRecord<EncodedRecord>]
    {
        operations.append(.loadAll(collection: collection.name))
        if let failure { throw failure }
        return (records[collection.name] ?? [:]).values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// Records the call, then deletes the record under `key`, returning whether there was one.
    @discardableResult
    public func delete(key: String, in collection: RecordCollection) throws(PersistenceError) -> Bool {
        operations.append(.delete(collection: collection.name, key: key))
        if let failure = failure ?? writeFailure { throw failure }
        guard !key.isEmpty else { throw .invalidKey(key) }
        return records[collection.name]?.removeValue(forKey: Data(key.utf8)) != nil
    }

    /// Records the call, then returns the number of records in `collection`.
    public func count(in collection: RecordCollection) throws(PersistenceError) -> Int {
        operations.append(.count(collection: collection.name))
        if let failure { throw failure }
        return records[collection.name]?.count ?? 0
    }
}

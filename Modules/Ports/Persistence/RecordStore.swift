/// A durable store of records, grouped in collections and addressed by key.
///
/// Adapters implement the five byte-level requirements (and may refine the two with default
/// implementations, ``scanEncoded(in:)`` and ``requireWritable()``); features use the `Codable`
/// methods in the extensions, which encode values as JSON. Every adapter stamps each record with the time
/// it was saved, by a clock it is given.
///
/// Contract (checked against every adapter by the shared contract suite):
/// - Keys are told apart by their Unicode scalars, not by `String`'s equality, which follows
///   canonical equivalence: `"é"` (U+00E9) and `"e\u{301}"` are two records. An adapter over a
///   `[String: ...]` dictionary must key it by the scalars (the UTF-8 bytes, say), or the second
///   record overwrites the first. Any non-empty string is a key, slashes, dots, quotes and
///   newlines included; an empty one is ``PersistenceError/invalidKey(_:)`` for every operation
///   that takes a key.
/// - Saving under an existing key replaces the record and its `savedAt`.
/// - ``saveEncoded(_:in:)`` is atomic: after it throws, none of the batch is visible.
/// - ``loadAllEncoded(in:)`` returns records in ascending order of their keys' Unicode scalars
///   (`"10"` before `"2"`, `"B"` before `"a"`, `"e\u{301}"` before `"f"` before `"é"`).
/// - Collections are independent: the same key in two collections names two records.
/// - A store that cannot be written still opens: reads work, and every write throws
///   ``PersistenceError/readOnlyStore(location:reason:)``.
/// - A store on disk keeps a checksum with every record and compares it on every read: a record whose bytes changed after they were saved, or that cannot be read at all,
///   is ``PersistenceError/damagedRecord(collection:key:reason:)`` (listed by
///   ``scanEncoded(in:)``), never served; saving it again repairs it.
/// - Opening never blocks on what is at the store's path: a named pipe, a device or a socket
///   is refused with words that say what it is.
public protocol RecordStore: Sendable {
    /// Saves `records` in one atomic batch. An empty batch does nothing.
    func saveEncoded(_ records: [EncodedRecord], in collection: RecordCollection) async throws(PersistenceError)

    /// Returns the record saved under `key`, or `nil` when there is none.
    func loadEncoded(
        key: String, in collection: RecordCollection
    ) async throws(PersistenceError)
        -> StoredRecord<EncodedRecord>?

    /// Returns every record of `collection`, in ascending key order.
    func loadAllEncoded(
        in collection: RecordCollection
    ) async throws(PersistenceError)
        -> [StoredRecord<EncodedRecord>]

    /// Deletes the record under `key`, returning whether there was one.
    @discardableResult
    func delete(key: String, in collection: RecordCollection) async throws(PersistenceError) -> Bool

    /// The number of records in `collection`.
    func count(in collection: RecordCollection) async throws(PersistenceError) -> Int

    /// Returns every readable record of `collection` and every damaged one, in ascending key
    /// order. Unlike ``loadAllEncoded(in:)``, one damaged record does not hide the others.
    func scanEncoded(in collection: RecordCollection) async throws(PersistenceError) -> RecordScan<EncodedRecord>

    /// Returns when the store can be written; throws
    /// ``PersistenceError/readOnlyStore(location:reason:)`` when it was opened read-only, so a
    /// caller about to write a lot can stop before the first write.
    func requireWritable() async throws(PersistenceError)
}

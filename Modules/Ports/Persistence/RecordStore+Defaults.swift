extension RecordStore {
    /// The default for stores whose records cannot be damaged below the encoding (their bytes
    /// are kept as given): every record, none damaged.
    public func scanEncoded(in collection: RecordCollection) async throws(PersistenceError) -> RecordScan<EncodedRecord>
    {
        RecordScan(records: try await loadAllEncoded(in: collection), damaged: [])
    }

    /// The default for stores that are always writable: returns at once.
    public func requireWritable() async throws(PersistenceError) {}
}

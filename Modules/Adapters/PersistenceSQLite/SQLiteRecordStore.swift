import CSQLite
import DiskStoreKit
public import Foundation
public import Persistence

/// A `RecordStore` in one SQLite database file, shared safely by several processes.
///
/// One table, `records`, keyed by `(collection, key)`: `saved_at` is in seconds since 1970, and
/// `checksum`, the record's `RecordChecksum`, is compared on every read, so changed bytes are
/// reported damaged, never served. WAL mode keeps readers from blocking the writer. Each batch is
/// one transaction, all visible or none, even if the process dies half-way.
public actor SQLiteRecordStore: RecordStore {
    private let connection: SQLiteConnection
    private let statements: SQLiteRecordStatements
    private let location: String
    /// Why the store cannot be written, when it was opened read-only.
    private let readOnlyReason: String?
    private let now: @Sendable () -> Date
    /// The damaged store this open moved aside (only with `ifDamaged: .moveAside`).
    public nonisolated let movedAside: MovedStore?

    /// Opens the store at `fileURL`, creating the file and its folders when missing, even from
    /// several processes at once. A store that cannot be written (a write-protected file or folder,
    /// a read-only medium) opens read-only: reads work, writes throw `.readOnlyStore`.
    ///
    /// - Throws: `.unreadableStore` when the file is not a Mosaic store (not SQLite, another
    ///   application's database) or, found without opening it, not a regular file (a folder, a named
    ///   pipe, a device, a socket, a symbolic link loop); `.damagedStore` when the quick check on open
    ///   finds damaged pages; `.incompatibleSchema` for another schema version; `.permissionDenied`
    ///   when it cannot be read or created. The file is then left exactly as it was. With
    ///   `ifDamaged: .moveAside`, a damaged store is moved aside to `<name>.damaged-<time>` and a
    ///   new one created instead.
    public init(
        fileURL: URL, now: @escaping @Sendable () -> Date = { Date() }, ifDamaged: DamagedStorePolicy = .refuse
    ) throws(PersistenceError) {
        try self.init(fileURL: fileURL, now: now, ifDamaged: ifDamaged) { path throws(SQLiteError) in
            try SQLiteConnection(path: path, access: .readWrite(create: true))
        }
    }

    /// The seam for tests: `openForWriting` may fail as it would on a medium that cannot be written.
    init(
        fileURL: URL, now: @escaping @Sendable () -> Date, ifDamaged: DamagedStorePolicy = .refuse,
        openForWriting: (String) throws(SQLiteError) -> SQLiteConnection
    ) throws(PersistenceError) {
        let location = fileURL.path(percentEncoded: false)
        var opener = SQLiteStoreOpener(location: location)
        let opened: SQLiteStoreOpener.Opened
        opener.thorough = ifDamaged == .moveAside
        do {
            opened = try opener.open(openForWriting: openForWriting)
            movedAside = nil
        } catch {
            guard case .damagedStore(_, let reason) = error, ifDamaged == .moveAside else { throw error }
            movedAside = try opener.moveAside(reason: reason, at: now())
            opened = try opener.open(openForWriting: openForWriting)
        }
        do {
            statements = try SQLiteRecordStatements(opened.connection)
        } catch {
            throw .ioFailure(reason: "\(location): \(error)")
        }
        self.connection = opened.connection
        self.readOnlyReason = opened.readOnlyReason
        self.location = location
        self.now = now
    }

    public func requireWritable() async throws(PersistenceError) {
        try checkWritable()
    }

    public func saveEncoded(_ records: [EncodedRecord], in collection: RecordCollection) throws(PersistenceError) {
        if let invalid = records.first(where: { $0.key.isEmpty }) { throw .invalidKey(invalid.key) }
        guard !records.isEmpty else { return }
        try checkWritable()
        let savedAt = now().timeIntervalSince1970
        try perform { () throws(SQLiteError) in
            try statements.begin.run()
            do throws(SQLiteError) {
                for record in records {
                    try statements.upsert.using { statement throws(SQLiteError) in
                        try statement.bind(collection.name, at: 1)
                        try statement.bind(record.key, at: 2)
                        try statement.bind(record.data, at: 3)
                        try statement.bind(savedAt, at: 4)
                        let checksum = RecordChecksum(
                            collection: collection.name, key: record.key, savedAt: savedAt, data: record.data)
                        try statement.bind(Int64(checksum.value), at: 5)
                        try statement.step()
                    }
                }
                try statements.commit.run()
            } catch {
                // SQLite may already have rolled back (after a full disk, say); then this fails harmlessly.
                try? statements.rollback.run()
                throw error
            }
        }
    }

    public func loadEncoded(
        key: String, in collection: RecordCollection
    ) throws(PersistenceError)
        -> StoredRecord<EncodedRecord>?
    {
        guard !key.isEmpty else { throw .invalidKey(key) }
        let row = try perform { () throws(SQLiteError) in
            try statements.select.using { statement throws(SQLiteError) -> Row? in
                try statement.bind(collection.name, at: 1)
                try statement.bind(key, at: 2)
                return try statement.step() ? Row(statement) : nil
            }
        }
        return try row.map { row throws(PersistenceError) in try verified(row, in: collection) }
    }

    public func loadAllEncoded(
        in collection: RecordCollection
    ) throws(PersistenceError)
        -> [StoredRecord<EncodedRecord>]
    {
        try rows(in: collection).map { row throws(PersistenceError) in try verified(row, in: collection) }
    }

    public func scanEncoded(in collection: RecordCollection) async throws(PersistenceError) -> RecordScan<EncodedRecord>
    {
        var scan = RecordScan<EncodedRecord>(records: [], damaged: [])
        for row in try rows(in: collection) {
            do {
                scan.records.append(try verified(row, in: collection))
            } catch {
                guard case .damagedRecord(let collection, let key, let reason) = error else { throw error }
                scan.damaged.append(DamagedRecord(collection: collection, key: key, reason: reason))
            }
        }
        return scan
    }

    /// One row as it is stored, before its checksum is compared.
    private struct Row {
        let key: String
        let data: Data
        let savedAt: Double
        let checksum: Int64?

        /// Reads the columns `key, data, saved_at, checksum` of the statement's current row.
        init(_ statement: SQLiteStatement) {
            key = statement.text(at: 0)
            data = statement.data(at: 1)
            savedAt = statement.double(at: 2)
            checksum = statement.optionalInteger(at: 3)
        }
    }

    private func rows(in collection: RecordCollection) throws(PersistenceError) -> [Row] {
        try perform { () throws(SQLiteError) in
            try statements.selectAll.using { statement throws(SQLiteError) in
                try statement.bind(collection.name, at: 1)
                var rows: [Row] = []
                while try statement.step() { rows.append(Row(statement)) }
                return rows
            }
        }
    }

    /// The row as a record when its checksum matches what it holds; `.damagedRecord` when not.
    private func verified(
        _ row: Row, in collection: RecordCollection
    ) throws(PersistenceError)
        -> StoredRecord<EncodedRecord>
    {
        let expected = RecordChecksum(collection: collection.name, key: row.key, savedAt: row.savedAt, data: row.data)
        guard let saved = row.checksum else {
            throw .damagedRecord(collection: collection.name, key: row.key, reason: "its checksum is missing")
        }
        guard saved == Int64(expected.value) else {
            throw .damagedRecord(
                collection: collection.name, key: row.key,
                reason: "its checksum does not match: its bytes changed after they were saved")
        }
        return StoredRecord(
            key: row.key, value: EncodedRecord(key: row.key, data: row.data),
            savedAt: Date(timeIntervalSince1970: row.savedAt))
    }

    @discardableResult
    public func delete(key: String, in collection: RecordCollection) throws(PersistenceError) -> Bool {
        guard !key.isEmpty else { throw .invalidKey(key) }
        try checkWritable()
        return try perform { () throws(SQLiteError) in
            try statements.delete.using { statement throws(SQLiteError) in
                try statement.bind(collection.name, at: 1)
                try statement.bind(key, at: 2)
                try statement.step()
                return connection.changes > 0
            }
        }
    }

    public func count(in collection: RecordCollection) throws(PersistenceError) -> Int {
        try perform { () throws(SQLiteError) in
            try statements.count.using { statement throws(SQLiteError) in
                try statement.bind(collection.name, at: 1)
                return try statement.step() ? Int(statement.integer(at: 0)) : 0
            }
        }
    }

    private func checkWritable() throws(PersistenceError) {
        if let readOnlyReason { throw .readOnlyStore(location: location, reason: readOnlyReason) }
    }

    /// Runs SQLite work with the port's errors: damage found now means the store is damaged (it
    /// opened sound); a refused write, that the medium became read-only; else an I/O failure.
    private func perform<Result>(_ work: () throws(SQLiteError) -> Result) throws(PersistenceError) -> Result {
        do {
            return try work()
        } catch {
            switch error.primaryCode {
            case SQLITE_CORRUPT, SQLITE_NOTADB:
                throw .damagedStore(location: location, reason: error.description)
            case SQLITE_READONLY:
                throw .readOnlyStore(location: location, reason: error.description)
            case SQLITE_FULL:
                throw .ioFailure(reason: "the disk is full: cannot save to \(location) (\(error))")
            default:
                throw .ioFailure(reason: "\(location): \(error)")
            }
        }
    }
}

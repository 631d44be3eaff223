import CSQLite
public import Foundation
public import Persistence

/// A `RecordStore` in one SQLite database file, shared safely by several processes.
///
/// The file holds one table, `records (collection TEXT, key TEXT, data BLOB, saved_at REAL)`
/// keyed by `(collection, key)`, with `saved_at` in seconds since 1970. It runs in WAL mode, so
/// readers never block the writer. Each batch is one transaction: it is all visible or none of
/// it is, even if the process dies half-way.
public actor SQLiteRecordStore: RecordStore {
    private let connection: SQLiteConnection
    private let statements: SQLiteRecordStatements
    private let location: String
    private let now: @Sendable () -> Date

    /// Opens the store at `fileURL`, creating the file and its folders when missing.
    ///
    /// - Throws: `.unreadableStore` when the file is not a Mosaic store (not SQLite, another
    ///   application's database, damaged) and `.incompatibleSchema` when it was written by a
    ///   different schema version; the file is then left exactly as it was.
    public init(fileURL: URL, now: @escaping @Sendable () -> Date = { Date() }) throws(PersistenceError) {
        let location = fileURL.path(percentEncoded: false)
        do {
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .ioFailure(reason: "cannot create the folder for \(location): \(error.localizedDescription)")
        }
        let existed = FileManager.default.fileExists(atPath: location)
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: location, create: true)
        } catch {
            throw existed
                ? .unreadableStore(location: location, reason: error.description)
                : .ioFailure(reason: "cannot create \(location): \(error)")
        }
        // Another process may be writing; wait for it rather than failing at once.
        connection.setBusyTimeout(milliseconds: 5_000)
        try Self.open(connection, location: location)
        do {
            statements = try SQLiteRecordStatements(connection)
        } catch {
            throw .ioFailure(reason: "\(location): \(error)")
        }
        self.connection = connection
        self.location = location
        self.now = now
    }

    public func saveEncoded(_ records: [EncodedRecord], in collection: RecordCollection) throws(PersistenceError) {
        if let invalid = records.first(where: { $0.key.isEmpty }) { throw .invalidKey(invalid.key) }
        guard !records.isEmpty else { return }
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
        return try perform { () throws(SQLiteError) in
            try statements.select.using { statement throws(SQLiteError) in
                try statement.bind(collection.name, at: 1)
                try statement.bind(key, at: 2)
                guard try statement.step() else { return nil }
                return StoredRecord(
                    key: key, value: EncodedRecord(key: key, data: statement.data(at: 0)),
                    savedAt: Date(timeIntervalSince1970: statement.double(at: 1)))
            }
        }
    }

    public func loadAllEncoded(
        in collection: RecordCollection
    ) throws(PersistenceError)
        -> [StoredRecord<EncodedRecord>]
    {
        try perform { () throws(SQLiteError) in
            try statements.selectAll.using { statement throws(SQLiteError) in
                try statement.bind(collection.name, at: 1)
                var records: [StoredRecord<EncodedRecord>] = []
                while try statement.step() {
                    let key = statement.text(at: 0)
                    records.append(
                        StoredRecord(
                            key: key, value: EncodedRecord(key: key, data: statement.data(at: 1)),
                            savedAt: Date(timeIntervalSince1970: statement.double(at: 2))))
                }
                return records
            }
        }
    }

    @discardableResult
    public func delete(key: String, in collection: RecordCollection) throws(PersistenceError) -> Bool {
        guard !key.isEmpty else { throw .invalidKey(key) }
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

    /// Runs SQLite work, turning its errors into the port's: damage found while reading means
    /// the store is unreadable; anything else is an I/O failure.
    private func perform<Result>(_ work: () throws(SQLiteError) -> Result) throws(PersistenceError) -> Result {
        do {
            return try work()
        } catch {
            switch error.code & 0xFF {
            case SQLITE_CORRUPT, SQLITE_NOTADB:
                throw .unreadableStore(location: location, reason: error.description)
            default:
                throw .ioFailure(reason: "\(location): \(error)")
            }
        }
    }

    /// Checks what the file holds, creating the schema only in an empty database.
    private static func open(_ connection: SQLiteConnection, location: String) throws(PersistenceError) {
        let unreadable = { (error: SQLiteError) in
            PersistenceError.unreadableStore(location: location, reason: "\(error)")
        }
        let cannotWrite = { (error: SQLiteError) in PersistenceError.ioFailure(reason: "\(location): \(error)") }
        let needsSchema = try needsSchema(connection, location: location)
        try attempt({ () throws(SQLiteError) in try enableWAL(connection) }, failure: unreadable)
        guard needsSchema else { return }
        try attempt({ () throws(SQLiteError) in try connection.execute("BEGIN IMMEDIATE") }, failure: cannotWrite)
        do throws(PersistenceError) {
            // Inspect again under the write lock: another process may have created the store meanwhile.
            if try Self.needsSchema(connection, location: location) {
                try attempt({ () throws(SQLiteError) in try SQLiteSchema.create(in: connection) }, failure: cannotWrite)
            }
            try attempt({ () throws(SQLiteError) in try connection.execute("COMMIT") }, failure: cannotWrite)
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Whether the database still needs its schema; throws when it is not a store this code reads.
    private static func needsSchema(_ connection: SQLiteConnection, location: String) throws(PersistenceError) -> Bool {
        let contents: SQLiteSchema.Contents
        do {
            contents = try SQLiteSchema.inspect(connection)
        } catch {
            throw .unreadableStore(location: location, reason: error.description)
        }
        switch contents {
        case .empty:
            return true
        case .store(let version) where version == SQLiteSchema.version:
            return false
        case .store(let version):
            throw .incompatibleSchema(location: location, found: Int(version), expected: Int(SQLiteSchema.version))
        case .foreign(let reason):
            throw .unreadableStore(location: location, reason: reason)
        }
    }

    private static func attempt(
        _ work: () throws(SQLiteError) -> Void, failure: (SQLiteError) -> PersistenceError
    ) throws(PersistenceError) {
        do {
            try work()
        } catch {
            throw failure(error)
        }
    }

    private static func enableWAL(_ connection: SQLiteConnection) throws(SQLiteError) {
        let mode = try connection.prepare("PRAGMA journal_mode = WAL").using { statement throws(SQLiteError) in
            try statement.step() ? statement.text(at: 0) : ""
        }
        guard mode.lowercased() == "wal" else {
            throw SQLiteError(
                code: SQLITE_ERROR, message: "the file system does not support WAL (journal mode \(mode))")
        }
    }
}

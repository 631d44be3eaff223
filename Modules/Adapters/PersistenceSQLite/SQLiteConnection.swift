import CSQLite
import Foundation

/// One open SQLite database handle, closed when the connection is released. Not `Sendable`: a handle
/// must not be used from two threads at once, so only the store actor owns it, never letting it escape.
final class SQLiteConnection {
    private let handle: OpaquePointer

    enum Access {
        /// Read and write; `create` makes the file when it is missing.
        case readWrite(create: Bool)
        /// Read only, with the usual locking, so other processes may keep writing.
        case readOnly
        /// Read only, assuming nobody writes the file: no locks, no `-wal` or `-shm` files.
        /// The one way to read a WAL database on a medium where those files cannot be created.
        case immutable
    }

    init(path: String, access: Access) throws(SQLiteError) {
        var opened: OpaquePointer?
        // NOMUTEX: the owning actor already serialises every call, so SQLite's own mutex is
        // redundant. EXRESCODE gives extended result codes for clearer errors.
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        var name = path
        switch access {
        case .readWrite(let create):
            flags |= SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        case .readOnly:
            flags |= SQLITE_OPEN_READONLY
        case .immutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            // A URI filename: `?`, `#` and `%` in the path must not be read as URI syntax.
            name = "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?immutable=1"
        }
        let result = sqlite3_open_v2(name, &opened, flags, nil)
        guard result == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw SQLiteError(code: result, message: message)
        }
        handle = opened
    }

    deinit {
        // close_v2 defers the close until every prepared statement is finalized, so release order does not matter.
        sqlite3_close_v2(handle)
    }

    /// Waits up to `milliseconds` for another connection's lock instead of failing at once.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Prepares one statement. `sql` must be a constant: values are always bound, never spliced in.
    func prepare(_ sql: StaticString) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let result = sql.withUTF8Buffer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { text in
                sqlite3_prepare_v3(
                    handle, text.baseAddress, Int32(text.count), UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
            }
        }
        guard result == SQLITE_OK, let statement else { throw error(code: result) }
        return SQLiteStatement(handle: statement, connection: self)
    }

    /// Runs constant SQL that binds nothing, stepping through every row it returns.
    func execute(_ sql: StaticString) throws(SQLiteError) {
        try prepare(sql).run()
    }

    /// Whether SQLite opened the file read-only, as it silently does when the file is write-protected.
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    var changes: Int64 { sqlite3_changes64(handle) }

    func error(code: Int32) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
    }
}

import CSQLite
import Foundation

/// One prepared statement, reused across calls and finalized when released. Values reach SQLite
/// only through `bind`, which keeps keys and data that look like SQL inert.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: SQLiteConnection

    init(handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Tells SQLite to copy bound bytes at once, because Swift may free or move the buffer as
    /// soon as the bind call returns. (`SQLITE_TRANSIENT` is a C macro Swift cannot import.)
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }

    func bind(_ text: String, at index: Int32) throws(SQLiteError) {
        var text = text
        // The explicit length keeps every byte, including any NUL inside the string.
        let result = text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                sqlite3_bind_text64(
                    handle, index, chars.baseAddress, UInt64(chars.count), Self.transient, UInt8(SQLITE_UTF8))
            }
        }
        try check(result)
    }

    func bind(_ data: Data, at index: Int32) throws(SQLiteError) {
        // A zero-length blob bound from a nil pointer would be stored as NULL, not as empty bytes.
        let result =
            data.isEmpty
            ? sqlite3_bind_zeroblob(handle, index, 0)
            : data.withUnsafeBytes { bytes in
                sqlite3_bind_blob64(handle, index, bytes.baseAddress, UInt64(bytes.count), Self.transient)
            }
        try check(result)
    }

    func bind(_ number: Double, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_double(handle, index, number))
    }

    func bind(_ number: Int64, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_int64(handle, index, number))
    }

    /// Runs `body` with the statement, then resets it so it holds no lock or stale binding.
    func using<Result>(_ body: (SQLiteStatement) throws(SQLiteError) -> Result) throws(SQLiteError) -> Result {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        return try body(self)
    }

    func run() throws(SQLiteError) {
        try using { statement throws(SQLiteError) in
            while try statement.step() {}
        }
    }

    /// Runs the statement to its next row: `true` when a row is ready to read, `false` when done.
    @discardableResult
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let failure: throw connection.error(code: failure)
        }
    }

    func text(at column: Int32) -> String {
        guard let characters = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }

    func data(at column: Int32) -> Data {
        guard let bytes = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, column)))
    }

    func double(at column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    func integer(at column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    /// The column's integer, or `nil` when it holds NULL.
    func optionalInteger(at column: Int32) -> Int64? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, column)
    }

    private func check(_ result: Int32) throws(SQLiteError) {
        guard result == SQLITE_OK else { throw connection.error(code: result) }
    }
}

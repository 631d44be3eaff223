struct SQLiteError: Error, CustomStringConvertible {
    let code: Int32
    let message: String

    var description: String { "\(message) (SQLite code \(code))" }

    /// The primary result code, without the extended part.
    var primaryCode: Int32 { code & 0xFF }
}

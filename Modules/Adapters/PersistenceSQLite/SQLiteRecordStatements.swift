/// The store's statements, prepared once when the store opens and reused for every call.
struct SQLiteRecordStatements {
    let begin: SQLiteStatement
    let commit: SQLiteStatement
    let rollback: SQLiteStatement
    let upsert: SQLiteStatement
    /// Both select `key, data, saved_at, checksum`: one record, and a collection's records by key.
    let select: SQLiteStatement
    let selectAll: SQLiteStatement
    let delete: SQLiteStatement
    let count: SQLiteStatement

    init(_ connection: SQLiteConnection) throws(SQLiteError) {
        // IMMEDIATE takes the write lock up front: two processes cannot both read, then deadlock trying to write.
        begin = try connection.prepare("BEGIN IMMEDIATE")
        commit = try connection.prepare("COMMIT")
        rollback = try connection.prepare("ROLLBACK")
        // The key column's BINARY collation compares UTF-8 bytes, which is Unicode-scalar order.
        upsert = try connection.prepare(
            """
            INSERT INTO records (collection, key, data, saved_at, checksum) VALUES (?1, ?2, ?3, ?4, ?5)
            ON CONFLICT (collection, key) DO UPDATE
            SET data = excluded.data, saved_at = excluded.saved_at, checksum = excluded.checksum
            """)
        select = try connection.prepare(
            "SELECT key, data, saved_at, checksum FROM records WHERE collection = ?1 AND key = ?2")
        selectAll = try connection.prepare(
            "SELECT key, data, saved_at, checksum FROM records WHERE collection = ?1 ORDER BY key")
        delete = try connection.prepare("DELETE FROM records WHERE collection = ?1 AND key = ?2")
        count = try connection.prepare("SELECT COUNT(*) FROM records WHERE collection = ?1")
    }
}

import CSQLite
import DiskStoreKit
import Persistence

/// How a Mosaic store file is recognised, created and checked on open: a SQLite database whose
/// header carries Mosaic's `application_id` and the schema version as `user_version`. Opening writes
/// nothing until the file is known to be empty or a store of the version this code reads, whose
/// every record carries a `checksum` (a `RecordChecksum` of it).
enum SQLiteSchema {
    /// "Mosa" in ASCII; written to the header so other tools and this code can tell the file apart.
    static let applicationID: Int64 = 0x4D6F_7361
    /// The schema this code writes and reads; a store of any other version is refused.
    static let version: Int64 = 2
    static let columns = ["collection", "key", "data", "saved_at", "checksum"]

    enum Contents: Equatable {
        case empty
        case store(version: Int64)
        case foreign(reason: String)
        /// Ours by its header, but the header itself is damaged.
        case damaged(reason: String)
    }

    /// Reads the header and schema, writing nothing; call it in a transaction to see one state of a file being created.
    static func inspect(_ connection: SQLiteConnection) throws(SQLiteError) -> Contents {
        let applicationID = try integer(connection.prepare("PRAGMA application_id"))
        let userVersion = try integer(connection.prepare("PRAGMA user_version"))
        let objects = try texts(
            connection.prepare(
                "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"))

        switch applicationID {
        case Self.applicationID:
            guard userVersion == version else { return .store(version: userVersion) }
            let found = try texts(connection.prepare("SELECT name FROM pragma_table_info('records') ORDER BY cid"))
            guard found == columns else {
                return .foreign(reason: "its records table has columns \(found), expected \(columns)")
            }
            return .store(version: userVersion)
        case 0 where objects.isEmpty && userVersion == 0:
            return .empty
        case 0:
            return .foreign(reason: "it holds tables that are not Mosaic's: \(objects.joined(separator: ", "))")
        case let other where SQLiteHeader.isDamagedMosaicID(other):
            return .damaged(reason: "the application id in its header is damaged (\(other))")
        default:
            return .foreign(reason: "it belongs to another application (application_id \(applicationID))")
        }
    }

    /// Creates the schema in an empty database. Runs inside the caller's write transaction.
    static func create(in connection: SQLiteConnection) throws(SQLiteError) {
        try connection.execute(
            """
            CREATE TABLE records (
                collection TEXT NOT NULL,
                key TEXT NOT NULL,
                data BLOB NOT NULL,
                saved_at REAL NOT NULL,
                checksum INTEGER,
                PRIMARY KEY (collection, key)
            ) WITHOUT ROWID
            """)
        // PRAGMA values cannot be bound; these literals must equal `applicationID` and `version`,
        // which every reopen checks.
        try connection.execute("PRAGMA application_id = 1299149665")
        try connection.execute("PRAGMA user_version = 2")
    }

    /// What `PRAGMA quick_check` (when `thorough`, `integrity_check`, which also compares each index
    /// with its table) reports: `["ok"]` when sound, else one line per problem it named before any stop.
    static func quickCheck(_ connection: SQLiteConnection, thorough: Bool = false) throws(SQLiteError) -> [String] {
        try connection.prepare(thorough ? "PRAGMA integrity_check" : "PRAGMA quick_check").using {
            statement throws(SQLiteError) in
            var lines: [String] = []
            do throws(SQLiteError) {
                while try statement.step() { lines.append(statement.text(at: 0)) }
            } catch  where error.primaryCode == SQLITE_CORRUPT && !lines.isEmpty {
                lines.append(error.message)
            }
            // A row may hold several problems, one a line, after a line that only names the database.
            return lines.flatMap { $0.split(separator: "\n").map(String.init) }
                .filter { !$0.hasPrefix("*** in database") }
        }
    }

    private static func texts(_ statement: SQLiteStatement) throws(SQLiteError) -> [String] {
        try statement.using { statement throws(SQLiteError) in
            var texts: [String] = []
            while try statement.step() { texts.append(statement.text(at: 0)) }
            return texts
        }
    }

    private static func integer(_ statement: SQLiteStatement) throws(SQLiteError) -> Int64 {
        try statement.using { statement throws(SQLiteError) in
            try statement.step() ? statement.integer(at: 0) : 0
        }
    }
}

import Foundation

@testable import PersistenceSQLite

/// Files a SQLite store must refuse to open, and must leave exactly as they were.
enum NotAStoreFile: String, CaseIterable, CustomStringConvertible {
    case randomBytes = "random bytes"
    case textFile = "a text file"
    case foreignDatabase = "another program's SQLite database"
    case otherApplicationID = "a SQLite database with another application id"

    var description: String { rawValue }

    func write(to url: URL) throws {
        let path = url.path(percentEncoded: false)
        switch self {
        case .randomBytes:
            var generator = SystemRandomNumberGenerator()
            try Data((0..<8_192).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).write(to: url)
        case .textFile:
            try Data("name,number\npikachu,25\n".utf8).write(to: url)
        case .foreignDatabase:
            let connection = try SQLiteConnection(path: path, access: .readWrite(create: true))
            try connection.execute("CREATE TABLE notes (body TEXT)")
            try connection.execute("INSERT INTO notes VALUES ('keep me')")
        case .otherApplicationID:
            let connection = try SQLiteConnection(path: path, access: .readWrite(create: true))
            try connection.execute("PRAGMA application_id = 42")
            try connection.execute("CREATE TABLE records (collection TEXT, key TEXT, data BLOB, saved_at REAL)")
        }
    }
}

import CSQLite
import DiskStoreKit
import Foundation
import Persistence

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a store file for the store actor: for writing when it can, read-only when it cannot,
/// and never mistaking a damaged, write-protected or half-created store for a foreign one.
///
/// Several processes may open one new path at once: each inspects the file in a read transaction
/// (never seeing a half-created schema); one that finds it empty inspects again under the write
/// lock and creates the schema there, while a busy timeout makes the others wait for that lock.
struct SQLiteStoreOpener {
    struct Opened {
        let connection: SQLiteConnection
        let readOnlyReason: String?
    }

    /// How long to wait for another connection's lock, in milliseconds.
    static let busyTimeout: Int32 = 10_000

    let location: String
    /// Whether the open may rebuild a damaged store, and so should look for damage thoroughly.
    var thorough = false

    /// Tests replace `openForWriting` to fail as on a read-only medium, which root cannot reproduce with permissions.
    func open(
        openForWriting: (String) throws(SQLiteError) -> SQLiteConnection
    ) throws(PersistenceError) -> Opened {
        let existed: Bool
        switch PathKind.of(location) {
        case .missing: existed = false
        case .regularFile: existed = true
        case .folder: throw .unreadableStore(location: location, reason: "it is a folder, not a file")
        case .other(let kind): throw .unreadableStore(location: location, reason: "it is \(kind), not a file")
        }
        if !existed { try createFolder() }
        let connection: SQLiteConnection
        do {
            connection = try openForWriting(location)
        } catch {
            guard existed else { throw cannotCreate(error) }
            return try openReadOnly(because: error)
        }
        if connection.isReadOnly {
            return try openReadOnly(because: SQLiteError(code: SQLITE_READONLY, message: "the file cannot be written"))
        }
        connection.setBusyTimeout(milliseconds: Self.busyTimeout)
        do {
            try prepareForWriting(connection)
        } catch {
            switch error {
            case .cannotWrite(let error):
                guard existed else { throw cannotCreate(error) }
                return try openReadOnly(because: error)
            case .refused(let error):
                throw error
            }
        }
        try checkIntegrity(connection)
        return Opened(connection: connection, readOnlyReason: nil)
    }

    /// Why preparing a writable connection stopped: the file cannot be written after all, or must not be used.
    private enum WriteFailure: Error {
        case cannotWrite(SQLiteError)
        case refused(PersistenceError)
    }

    private func prepareForWriting(_ connection: SQLiteConnection) throws(WriteFailure) {
        if try transaction(connection, "BEGIN", needsSchema) {
            // Inspect again under the write lock: another process may have done it meanwhile.
            try transaction(connection, "BEGIN IMMEDIATE") { connection throws(WriteFailure) in
                guard try needsSchema(connection) else { return }
                try sqlite { () throws(SQLiteError) in try SQLiteSchema.create(in: connection) }
            }
        }
        try sqlite { () throws(SQLiteError) in try Self.enableWAL(connection) }
        // In WAL mode NORMAL still survives any crash of the process and never corrupts the file;
        // only an OS crash or power cut may undo the last commits, which the next sync fetches
        // again. FULL would fsync every saved record: a whole backup took 3 to 6 times as long.
        try sqlite { () throws(SQLiteError) in try connection.execute("PRAGMA synchronous = NORMAL") }
    }

    /// Runs `body` in one transaction begun with `begin`, rolled back when it throws.
    private func transaction<Result>(
        _ connection: SQLiteConnection, _ begin: StaticString, _ body: (SQLiteConnection) throws(WriteFailure) -> Result
    ) throws(WriteFailure) -> Result {
        try sqlite { () throws(SQLiteError) in try connection.execute(begin) }
        do {
            let result = try body(connection)
            try sqlite { () throws(SQLiteError) in try connection.execute("COMMIT") }
            return result
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Inspects the file: whether it is empty, so the schema must be created.
    private func needsSchema(_ connection: SQLiteConnection) throws(WriteFailure) -> Bool {
        let contents = try sqlite { () throws(SQLiteError) in try SQLiteSchema.inspect(connection) }
        do {
            return try isEmpty(contents)
        } catch {
            throw .refused(error)
        }
    }

    /// SQLite work on the writable connection: a failure to write means opening read-only; any other refuses the file.
    private func sqlite<Result>(_ work: () throws(SQLiteError) -> Result) throws(WriteFailure) -> Result {
        do {
            return try work()
        } catch {
            switch error.primaryCode {
            case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM: throw .cannotWrite(error)
            default: throw .refused(refusal(error))
            }
        }
    }

    /// Opens the file read-only, or, when even that needs files it cannot create (a WAL
    /// database on a read-only medium), as immutable. SQLite says so with `SQLITE_CANTOPEN`, or,
    /// when the folder is what cannot be written (the -shm file), `SQLITE_READONLY_DIRECTORY`.
    private func openReadOnly(because writeFailure: SQLiteError) throws(PersistenceError) -> Opened {
        let reason = readOnlyReason(writeFailure)
        var lastError = writeFailure
        for mode in [SQLiteConnection.Access.readOnly, .immutable] {
            do {
                let connection = try SQLiteConnection(path: location, access: mode)
                connection.setBusyTimeout(milliseconds: Self.busyTimeout)
                try connection.execute("BEGIN")
                let contents = try SQLiteSchema.inspect(connection)
                try connection.execute("COMMIT")
                guard try !isEmpty(contents) else {
                    throw PersistenceError.readOnlyStore(location: location, reason: "\(reason); it holds no store yet")
                }
                try checkIntegrity(connection)
                return Opened(connection: connection, readOnlyReason: reason)
            } catch let error as SQLiteError
                where error.primaryCode == SQLITE_CANTOPEN || error.primaryCode == SQLITE_READONLY
            {
                lastError = error
            } catch let error as SQLiteError {
                throw refusal(error)
            } catch let error as PersistenceError {
                throw error
            } catch {
                throw .ioFailure(reason: "\(location): \(error)")
            }
        }
        if access(location, R_OK) != 0 {
            throw .permissionDenied(location: location, reason: String(cString: strerror(errno)))
        }
        throw .ioFailure(reason: "cannot open \(location) even read-only: \(lastError)")
    }

    /// SQLite's quick check finds damaged pages without reading every index entry; its full check
    /// runs when the open may rebuild a damaged store (a sync, which reads every record next anyway),
    /// so damage is found now, while the store can still be moved aside, not half-way through.
    private func checkIntegrity(_ connection: SQLiteConnection) throws(PersistenceError) {
        let problems: [String]
        do {
            problems = try SQLiteSchema.quickCheck(connection, thorough: thorough)
        } catch {
            throw refusal(error)
        }
        guard problems == ["ok"] else {
            let shown = problems.prefix(3).joined(separator: "; ")
            let more = problems.count > 3 ? " and \(problems.count - 3) more" : ""
            let check = thorough ? "integrity check" : "quick check"
            throw .damagedStore(location: location, reason: "\(check): \(shown)\(more)")
        }
    }

    /// Whether the file holds nothing yet, so the schema must be created; throws for all but a store we read.
    private func isEmpty(_ contents: SQLiteSchema.Contents) throws(PersistenceError) -> Bool {
        switch contents {
        case .empty:
            return true
        case .store(let version) where version == SQLiteSchema.version:
            return false
        case .store(let version):
            throw .incompatibleSchema(location: location, found: Int(version), expected: Int(SQLiteSchema.version))
        case .foreign(let reason):
            throw .unreadableStore(location: location, reason: reason)
        case .damaged(let reason):
            throw .damagedStore(location: location, reason: reason)
        }
    }

    /// A file SQLite cannot read: not a database at all is foreign, unless its header says it
    /// was ours (then its header is what is damaged); a database with bad pages is damaged.
    private func refusal(_ error: SQLiteError) -> PersistenceError {
        switch error.primaryCode {
        case SQLITE_NOTADB where SQLiteHeader.isMosaicStore(at: location):
            .damagedStore(location: location, reason: "its SQLite header is damaged: \(error.description)")
        case SQLITE_NOTADB: .unreadableStore(location: location, reason: error.description)
        // A changed header field SQLite rejects outright (the schema format): ours if the header says so.
        case SQLITE_ERROR where SQLiteHeader.isMosaicStore(at: location):
            .damagedStore(location: location, reason: "its SQLite header is damaged: \(error.description)")
        case SQLITE_CORRUPT: .damagedStore(location: location, reason: error.description)
        case SQLITE_PERM, SQLITE_AUTH: .permissionDenied(location: location, reason: error.description)
        case SQLITE_FULL: .ioFailure(reason: "the disk is full: cannot save to \(location) (\(error))")
        default: .ioFailure(reason: "\(location): \(error)")
        }
    }

    /// Renames the damaged file and its `-wal` and `-journal` to `<name>.damaged-<time>` beside it
    /// (then `-2`, `-3`… that same second), never deleting them; the `-shm` index, rebuilt from them, is removed.
    func moveAside(reason: String, at time: Date) throws(PersistenceError) -> MovedStore {
        let target = MovedStore.freeAsideLocation(for: location, at: time)
        guard rename(location, target) == 0 else {
            throw .ioFailure(
                reason: "cannot move the damaged store \(location) aside: \(String(cString: strerror(errno)))")
        }
        for suffix in ["-wal", "-journal"] { _ = rename(location + suffix, target + suffix) }
        unlink(location + "-shm")
        return MovedStore(location: location, movedTo: target, reason: reason)
    }

    private func createFolder() throws(PersistenceError) {
        let folder = URL(filePath: location).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw cannotCreate(SQLiteError(code: SQLITE_CANTOPEN, message: error.localizedDescription))
        }
    }

    private func cannotCreate(_ error: SQLiteError) -> PersistenceError {
        let folder = URL(filePath: location).deletingLastPathComponent().path(percentEncoded: false)
        if access(folder, W_OK) != 0, errno == EACCES {
            return .permissionDenied(location: location, reason: "cannot create the store in \(folder)")
        }
        return .ioFailure(reason: "cannot create \(location): \(error)")
    }

    /// Why the file cannot be written, in the user's terms when the system can say.
    private func readOnlyReason(_ error: SQLiteError) -> String {
        let folder = URL(filePath: location).deletingLastPathComponent().path(percentEncoded: false)
        for (path, what) in [(location, "the file"), (folder, "its folder")] where access(path, W_OK) != 0 {
            switch errno {
            case EROFS: return "it is on a read-only file system"
            case EACCES, EPERM: return "there is no permission to write \(what)"
            default: continue
            }
        }
        return error.description
    }

    /// Turns on WAL unless it is on. Switching reads then writes the header, and SQLite answers `SQLITE_BUSY`
    /// at once (avoiding a deadlock) when two connections try it together, so a busy switch is retried up to 200 times.
    private static func enableWAL(_ connection: SQLiteConnection) throws(SQLiteError) {
        var attempt = 0
        while true {
            do throws(SQLiteError) {
                let mode = try journalMode(connection)
                guard mode.lowercased() == "wal" else {
                    throw SQLiteError(
                        code: SQLITE_ERROR, message: "the file system does not support WAL (journal mode \(mode))")
                }
                return
            } catch  where error.primaryCode == SQLITE_BUSY && attempt < 200 {
                attempt += 1
                usleep(useconds_t(1_000 * min(attempt, 20)))
            }
        }
    }

    private static func journalMode(_ connection: SQLiteConnection) throws(SQLiteError) -> String {
        let current = try connection.prepare("PRAGMA journal_mode").using { statement throws(SQLiteError) in
            try statement.step() ? statement.text(at: 0) : ""
        }
        guard current.lowercased() != "wal" else { return current }
        return try connection.prepare("PRAGMA journal_mode = WAL").using { statement throws(SQLiteError) in
            try statement.step() ? statement.text(at: 0) : ""
        }
    }
}

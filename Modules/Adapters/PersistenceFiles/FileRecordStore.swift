import DescriptorKit
import DiskStoreKit
public import Foundation
public import Persistence

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `RecordStore` in a folder of JSON files: one file per record, readable with any editor.
///
/// `<directory>/.mosaic-store.json` marks the folder as a store (`FileStoreMarker`); each record is
/// `<directory>/<collection>/<encoded key>.json` (`FileKeyEncoding`, `RecordDocument`). Every file is
/// written to a hidden temporary file in its folder and renamed into place, so no reader sees half a record.
///
/// A batch first writes every record to temporary files, then renames them into place, keeping a
/// hard-linked backup of each record it replaces; if a write or rename fails, the temporary files are
/// removed and the backups restored, so a thrown error leaves none of the batch visible. Unlike the
/// SQLite store, a process dying during the renames leaves a prefix of the batch visible; the next
/// store to open the folder removes the temporary files left behind.
///
/// Several processes (or stores) may share a folder: each batch and delete holds the store's lock
/// file (`flock`), and the actor serialises one store's calls. A record file whose checksum does not
/// match, that is not a record document, or that cannot be read at all (a folder or named pipe in its
/// place, no permission, an I/O error) is that record's damage, never a foreign store.
public actor FileRecordStore: RecordStore {
    private let directory: URL
    private let now: @Sendable () -> Date
    /// The damaged store this open moved aside (only with `ifDamaged: .moveAside`).
    public nonisolated let movedAside: MovedStore?
    private let folderAccess: FileStoreFolder.Access

    /// Opens the store in `directory`, creating the folder and its marker when missing or empty (even
    /// from several processes at once) and removing temporary files a killed process left behind. A
    /// store that cannot be written opens read-only: reads work, writes throw `.readOnlyStore`.
    ///
    /// - Throws: `.unreadableStore` when the path is a file, a named pipe, a device, a socket or a
    ///   symbolic link loop (found without opening it), a folder holding other things but no marker,
    ///   or a marker of another format; `.damagedStore` for a damaged marker; `.incompatibleSchema`
    ///   for another format version; `.permissionDenied` when the folder cannot be read or created.
    ///   Nothing is then written. With `ifDamaged: .moveAside`, a damaged store's folder is moved
    ///   aside to `<folder>.damaged-<time>` and a new store created instead.
    public init(
        directory: URL, now: @escaping @Sendable () -> Date = { Date() }, ifDamaged: DamagedStorePolicy = .refuse
    ) throws(PersistenceError) {
        try self.init(directory: directory, now: now, ifDamaged: ifDamaged) { folder throws(FileSystemCalls.Failure) in
            try FileStoreFolder.openLock(folder)
        }
    }

    /// The seam for tests: `openLock` may fail as on a read-only medium, which root cannot reproduce with permissions.
    init(
        directory: URL, now: @escaping @Sendable () -> Date, ifDamaged: DamagedStorePolicy = .refuse,
        openLock: (URL) throws(FileSystemCalls.Failure) -> LockFile
    ) throws(PersistenceError) {
        self.directory = directory
        self.now = now
        do {
            folderAccess = try FileStoreFolder.prepare(directory, openLock: openLock)
            movedAside = nil
        } catch {
            guard case .damagedStore(_, let reason) = error, ifDamaged == .moveAside else { throw error }
            movedAside = try FileStoreFolder.moveAside(directory, reason: reason, at: now())
            folderAccess = try FileStoreFolder.prepare(directory, openLock: openLock)
        }
    }

    public func requireWritable() async throws(PersistenceError) {
        _ = try writableLock()
    }

    public func saveEncoded(_ records: [EncodedRecord], in collection: RecordCollection) throws(PersistenceError) {
        if let invalid = records.first(where: { $0.key.isEmpty }) { throw .invalidKey(invalid.key) }
        guard !records.isEmpty else { return }
        let lock = try writableLock()
        let savedAt = now().timeIntervalSince1970
        var files: [(target: URL, contents: Data)] = []
        var seen: [URL: Int] = [:]
        for record in records {
            let target = try fileURL(for: record.key, in: collection)
            let contents: Data
            do {
                contents = try RecordDocument(
                    collection: collection, key: record.key, savedAt: savedAt, value: record.data
                ).sortedJSON()
            } catch {
                throw .encodingFailed(collection: collection.name, key: record.key, reason: "\(error)")
            }
            // A key named twice keeps its last value, like a sequence of saves would.
            if let index = seen[target] {
                files[index].contents = contents
            } else {
                seen[target] = files.count
                files.append((target, contents))
            }
        }
        let folder = folderURL(for: collection)
        do throws(FileSystemCalls.Failure) {
            try FileSystemCalls.createFolders(folder)
        } catch {
            throw .ioFailure(reason: "cannot create \(folder.path(percentEncoded: false)): \(error.cause)")
        }
        try lock.exclusively(unavailable: FileStoreFolder.lockUnavailable) { () throws(PersistenceError) in
            try FileBatch(folder: folder, files: files).commit()
        }
    }

    public func loadEncoded(
        key: String, in collection: RecordCollection
    ) throws(PersistenceError)
        -> StoredRecord<EncodedRecord>?
    {
        guard !key.isEmpty else { throw .invalidKey(key) }
        let file = try fileURL(for: key, in: collection)
        guard PathKind.of(file.path(percentEncoded: false)) != .missing else { return nil }
        return try read(file, expectedKey: key, in: collection)
    }

    public func loadAllEncoded(
        in collection: RecordCollection
    ) throws(PersistenceError)
        -> [StoredRecord<EncodedRecord>]
    {
        try recordFiles(in: collection).map { record throws(PersistenceError) in
            try read(record.file, expectedKey: record.key, in: collection)
        }
    }

    public func scanEncoded(in collection: RecordCollection) async throws(PersistenceError) -> RecordScan<EncodedRecord>
    {
        var scan = RecordScan<EncodedRecord>(records: [], damaged: [])
        for (key, file) in try recordFiles(in: collection) {
            do {
                scan.records.append(try read(file, expectedKey: key, in: collection))
            } catch {
                guard case .damagedRecord(let collection, let key, let reason) = error else { throw error }
                scan.damaged.append(DamagedRecord(collection: collection, key: key, reason: reason))
            }
        }
        return scan
    }

    @discardableResult
    public func delete(key: String, in collection: RecordCollection) throws(PersistenceError) -> Bool {
        guard !key.isEmpty else { throw .invalidKey(key) }
        let file = try fileURL(for: key, in: collection)
        return try writableLock().exclusively(unavailable: FileStoreFolder.lockUnavailable) {
            () throws(PersistenceError) in
            do throws(FileSystemCalls.Failure) {
                try FileSystemCalls.remove(file)
                return true
            } catch  where error.isMissingFile {
                return false
            } catch {
                throw .ioFailure(reason: "\(error)")
            }
        }
    }

    public func count(in collection: RecordCollection) throws(PersistenceError) -> Int {
        try recordFiles(in: collection).count
    }

    private func folderURL(for collection: RecordCollection) -> URL {
        directory.appending(path: collection.name, directoryHint: .isDirectory)
    }

    private func fileURL(for key: String, in collection: RecordCollection) throws(PersistenceError) -> URL {
        let name = FileKeyEncoding.fileName(for: key)
        guard name.utf8.count <= FileKeyEncoding.maximumFileNameLength else {
            throw .ioFailure(
                reason: "key '\(key.prefix(40))…' is too long for a file name (\(name.utf8.count) bytes encoded, "
                    + "at most \(FileKeyEncoding.maximumFileNameLength))")
        }
        return folderURL(for: collection).appending(path: name, directoryHint: .notDirectory)
    }

    /// The record files of a collection with their keys; hidden and foreign files are not records.
    private func recordFiles(in collection: RecordCollection) throws(PersistenceError) -> [(key: String, file: URL)] {
        let folder = folderURL(for: collection)
        let path = folder.path(percentEncoded: false)
        switch PathKind.of(path) {
        case .missing: return []
        case .folder: break
        case .regularFile: throw .ioFailure(reason: "cannot list the collection \(path): it is a file, not a folder")
        case .other(let kind):
            throw .ioFailure(reason: "cannot list the collection \(path): it is \(kind), not a folder")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            let reason = access(path, R_OK) != 0 ? String(cString: strerror(errno)) : FileSystemCalls.words(for: error)
            throw .ioFailure(reason: "cannot list the collection \(path): \(reason)")
        }
        // In key order, not the file system's: which damaged record a load reports first, and
        // the order of what it returns, must not depend on the folder's listing order.
        let files = names.compactMap { name in
            FileKeyEncoding.key(forFileName: name).map {
                (key: $0, file: folder.appending(path: name, directoryHint: .notDirectory))
            }
        }
        return files.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    private func writableLock() throws(PersistenceError) -> LockFile {
        switch folderAccess {
        case .writable(let lock): lock
        case .readOnly(let reason):
            throw .readOnlyStore(location: directory.path(percentEncoded: false), reason: reason)
        }
    }

    private func read(
        _ file: URL, expectedKey: String, in collection: RecordCollection
    ) throws(PersistenceError) -> StoredRecord<EncodedRecord> {
        let contents: Data
        do {
            contents = try FileSystemCalls.readRegularFile(file)
        } catch {
            throw .damagedRecord(
                collection: collection.name, key: expectedKey,
                reason: "\(file.lastPathComponent) cannot be read: \(error.cause)")
        }
        let document: RecordDocument
        do {
            document = try RecordDocument.decoded(from: contents)
        } catch {
            throw .damagedRecord(
                collection: collection.name, key: expectedKey, reason: "\(file.lastPathComponent) is not a record file")
        }
        guard document.key == expectedKey else {
            throw .damagedRecord(
                collection: collection.name, key: expectedKey,
                reason: "\(file.lastPathComponent) holds key '\(document.key)'")
        }
        if let problem = document.checksumProblem(in: collection) {
            throw .damagedRecord(
                collection: collection.name, key: expectedKey, reason: "\(file.lastPathComponent): \(problem)")
        }
        return StoredRecord(
            key: document.key, value: EncodedRecord(key: document.key, data: document.value),
            savedAt: Date(timeIntervalSince1970: document.savedAt))
    }
}

public import Foundation
public import Persistence

/// A `RecordStore` in a folder of JSON files: one file per record, readable with any editor.
///
/// Layout: `<directory>/.mosaic-store.json` marks the folder as a store (see
/// `FileStoreMarker`), and each record is `<directory>/<collection>/<encoded key>.json` (see
/// `FileKeyEncoding` and `RecordDocument`). Every file is written to a hidden temporary file in
/// the same folder and renamed into place, so no reader ever sees a half-written record.
///
/// Batches: all records are first written to temporary files; only when every one is on disk
/// are they renamed into place, keeping a hard-linked backup of each record they replace. If a
/// write or a rename fails, the temporary files are removed and the renamed records are
/// restored from their backups, so after a thrown error none of the batch is visible. What it
/// cannot promise, unlike the SQLite store, is a batch interrupted by the process dying during
/// the renames: then a prefix of the batch is visible. One process at a time should use a
/// folder; within it the actor serialises every call.
public actor FileRecordStore: RecordStore {
    private let directory: URL
    private let now: @Sendable () -> Date
    private let fileManager = FileManager.default

    /// Opens the store in `directory`, creating the folder and its marker when missing or empty.
    ///
    /// - Throws: `.unreadableStore` when the path is a file, or a folder that holds other
    ///   things but no store marker, or a damaged marker; `.incompatibleSchema` when the marker
    ///   names another format version. Nothing is then written.
    public init(directory: URL, now: @escaping @Sendable () -> Date = { Date() }) throws(PersistenceError) {
        self.directory = directory
        self.now = now
        try FileStoreFolder.prepare(directory)
    }

    public func saveEncoded(_ records: [EncodedRecord], in collection: RecordCollection) throws(PersistenceError) {
        if let invalid = records.first(where: { $0.key.isEmpty }) { throw .invalidKey(invalid.key) }
        guard !records.isEmpty else { return }
        let savedAt = now().timeIntervalSince1970
        var files: [(target: URL, contents: Data)] = []
        var seen: [URL: Int] = [:]
        for record in records {
            let target = try fileURL(for: record.key, in: collection)
            let contents: Data
            do {
                contents = try RecordDocument(key: record.key, savedAt: savedAt, value: record.data).encoded()
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
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .ioFailure(
                reason: "cannot create \(folder.path(percentEncoded: false)): \(error.localizedDescription)")
        }
        try FileBatch(folder: folder, files: files).commit()
    }

    public func loadEncoded(
        key: String, in collection: RecordCollection
    ) throws(PersistenceError)
        -> StoredRecord<EncodedRecord>?
    {
        guard !key.isEmpty else { throw .invalidKey(key) }
        let file = try fileURL(for: key, in: collection)
        guard fileManager.fileExists(atPath: file.path(percentEncoded: false)) else { return nil }
        return try read(file, expectedKey: key)
    }

    public func loadAllEncoded(
        in collection: RecordCollection
    ) throws(PersistenceError)
        -> [StoredRecord<EncodedRecord>]
    {
        var records: [StoredRecord<EncodedRecord>] = []
        for (key, file) in try recordFiles(in: collection) {
            records.append(try read(file, expectedKey: key))
        }
        return records.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    @discardableResult
    public func delete(key: String, in collection: RecordCollection) throws(PersistenceError) -> Bool {
        guard !key.isEmpty else { throw .invalidKey(key) }
        do {
            try FileSystemCalls.remove(try fileURL(for: key, in: collection))
            return true
        } catch let failure as FileSystemCalls.Failure where failure.isMissingFile {
            return false
        } catch {
            throw error as? PersistenceError ?? .ioFailure(reason: "\(error)")
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
        guard fileManager.fileExists(atPath: folder.path(percentEncoded: false)) else { return [] }
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
        } catch {
            throw .unreadableStore(location: folder.path(percentEncoded: false), reason: error.localizedDescription)
        }
        return names.compactMap { name in
            FileKeyEncoding.key(forFileName: name).map {
                ($0, folder.appending(path: name, directoryHint: .notDirectory))
            }
        }
    }

    private func read(_ file: URL, expectedKey: String) throws(PersistenceError) -> StoredRecord<EncodedRecord> {
        let location = file.path(percentEncoded: false)
        let document: RecordDocument
        do {
            document = try RecordDocument.decoded(from: Data(contentsOf: file))
        } catch {
            throw .unreadableStore(location: location, reason: "not a record file: \(error.localizedDescription)")
        }
        guard document.key == expectedKey else {
            throw .unreadableStore(location: location, reason: "it holds key '\(document.key)', not '\(expectedKey)'")
        }
        return StoredRecord(
            key: document.key, value: EncodedRecord(key: document.key, data: document.value),
            savedAt: Date(timeIntervalSince1970: document.savedAt))
    }
}

import Foundation
import Persistence

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks, and when new creates, the folder a file store lives in.
///
/// Several processes may create one store at once. A folder is first inspected without writing
/// anything (so a foreign one is left untouched); then, holding the store's lock, the marker is
/// written (to a temporary file renamed into place, so it is never seen half-written) before any
/// record, and stale temporary files are removed. The store's own files (its lock, temporary
/// files) never make a folder look foreign, so a folder another process is creating is never
/// refused.
enum FileStoreFolder {
    /// An open store folder: its lock, or why it cannot be written when it was opened read-only.
    enum Opened {
        case writable(FileStoreLock)
        case readOnly(reason: String)
    }

    static func prepare(
        _ directory: URL, openLock: (URL) throws(FileSystemCalls.Failure) -> FileStoreLock
    ) throws(PersistenceError) -> Opened {
        let location = directory.path(percentEncoded: false)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: location, isDirectory: &isFolder), !isFolder.boolValue {
            throw .unreadableStore(location: location, reason: "it is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw cannotCreate(location, error.localizedDescription)
        }
        let isStore = try inspect(directory, location: location, adopting: false)
        let lock: FileStoreLock
        do {
            lock = try openLock(directory)
        } catch {
            guard let reason = FileAccess.readOnlyReason(error.code) else {
                throw .ioFailure(reason: "cannot open the store's lock: \(error)")
            }
            guard isStore else { throw cannotCreate(location, reason) }
            return .readOnly(reason: reason)
        }
        try lock.exclusively { () throws(PersistenceError) in
            if !isStore { _ = try inspect(directory, location: location, adopting: true) }
            FileStoreLeftovers.remove(in: directory)
        }
        return .writable(lock)
    }

    /// Whether the folder is a store (its marker checked), or empty of all but the store's own
    /// files; then, when `adopting`, the marker is written. Throws for any other folder.
    private static func inspect(_ directory: URL, location: String, adopting: Bool) throws(PersistenceError) -> Bool {
        let marker = directory.appending(path: FileStoreMarker.fileName, directoryHint: .notDirectory)
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: location)
        } catch {
            if access(location, R_OK) != 0 {
                throw .permissionDenied(location: location, reason: String(cString: strerror(errno)))
            }
            throw .ioFailure(reason: "cannot list \(location): \(error.localizedDescription)")
        }
        let others = contents.filter { $0 != FileStoreMarker.fileName && !FileStoreLeftovers.isOurs($0) }
        // Records appear only after the marker, so seeing them means the marker is there (even
        // when the listing, taken while another process wrote, missed it).
        if contents.contains(FileStoreMarker.fileName) || FileManager.default.fileExists(atPath: marker.path) {
            try check(marker, location: location)
            return true
        }
        guard others.isEmpty else {
            throw .unreadableStore(
                location: location,
                reason: "it holds \(others.count) item(s) but no \(FileStoreMarker.fileName) marker")
        }
        guard adopting else { return false }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try FileBatch(folder: directory, files: [(marker, try encoder.encode(FileStoreMarker.current))]).commit()
        } catch {
            throw cannotCreate(location, "\(error)")
        }
        return true
    }

    private static func check(_ marker: URL, location: String) throws(PersistenceError) {
        let found: FileStoreMarker
        do {
            found = try JSONDecoder().decode(FileStoreMarker.self, from: Data(contentsOf: marker))
        } catch {
            if access(marker.path(percentEncoded: false), R_OK) != 0 {
                throw .permissionDenied(location: location, reason: String(cString: strerror(errno)))
            }
            throw .damagedStore(location: location, reason: "its \(FileStoreMarker.fileName) marker is damaged")
        }
        guard found.format == FileStoreMarker.current.format else {
            throw .unreadableStore(location: location, reason: "its marker names another format, '\(found.format)'")
        }
        guard found.version == FileStoreMarker.current.version else {
            throw .incompatibleSchema(
                location: location, found: found.version, expected: FileStoreMarker.current.version)
        }
    }

    private static func cannotCreate(_ location: String, _ reason: String) -> PersistenceError {
        let parent = URL(filePath: location).deletingLastPathComponent().path(percentEncoded: false)
        for path in [location, parent] where access(path, W_OK) != 0 && errno == EACCES {
            return .permissionDenied(location: location, reason: "cannot create a store there")
        }
        return .ioFailure(reason: "cannot create a store in \(location): \(reason)")
    }
}

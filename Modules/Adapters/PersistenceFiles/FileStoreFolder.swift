import DescriptorKit
import DiskStoreKit
import Foundation
import Persistence

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks, and when new creates, the folder a file store lives in, even from several processes at once.
///
/// A folder is first inspected without writing (a foreign one is left untouched); then, holding the
/// store's lock, the marker is written (a temporary file renamed into place, never seen half-written)
/// before any record, and stale temporary files are removed. The store's own files (its lock,
/// temporary files) never make a folder look foreign, so one another process is creating is never refused.
enum FileStoreFolder {
    enum Access {
        case writable(LockFile)
        case readOnly(reason: String)
    }

    /// Held exclusively while a batch is written or leftovers are removed, so that processes (or
    /// stores in one process) never see each other's half-done work.
    static let lockFileName = ".mosaic-store.lock"

    /// Opens the store's lock file in `directory`; a special file in its place is named as what it is.
    static func openLock(_ directory: URL) throws(FileSystemCalls.Failure) -> LockFile {
        let path = directory.appending(path: lockFileName, directoryHint: .notDirectory).path(percentEncoded: false)
        do {
            return try LockFile(path: path, permissions: 0o644)
        } catch {
            throw FileSystemCalls.Failure(call: error.call, path: path, code: error.code, kind: PathKind.of(path).words)
        }
    }

    static func lockUnavailable(_ error: SystemError) -> PersistenceError {
        .ioFailure(reason: "cannot lock the store: \(error)")
    }

    static func prepare(
        _ directory: URL, openLock: (URL) throws(FileSystemCalls.Failure) -> LockFile
    ) throws(PersistenceError) -> Access {
        let location = directory.path(percentEncoded: false)
        switch PathKind.of(location) {
        case .missing, .folder: break
        case .regularFile: throw .unreadableStore(location: location, reason: "it is a file, not a folder")
        case .other(let kind): throw .unreadableStore(location: location, reason: "it is \(kind), not a folder")
        }
        do throws(FileSystemCalls.Failure) {
            try FileSystemCalls.createFolders(directory)
        } catch {
            throw cannotCreate(location, error.description)
        }
        let isStore = try holdsStore(directory, location: location)
        let lock: LockFile
        do {
            lock = try openLock(directory)
        } catch {
            let reason: String
            switch error.code {
            case EROFS: reason = "it is on a read-only file system"
            case EACCES, EPERM: reason = "there is no permission to write it"
            default: throw .ioFailure(reason: "cannot open the store's lock: \(error)")
            }
            guard isStore else { throw cannotCreate(location, reason) }
            return .readOnly(reason: reason)
        }
        try lock.exclusively(unavailable: lockUnavailable) { () throws(PersistenceError) in
            // Again under the lock: another process may have created it meanwhile.
            if !isStore, try !holdsStore(directory, location: location) {
                try writeMarker(in: directory, location: location)
            }
            FileStoreLeftovers.remove(in: directory)
        }
        return .writable(lock)
    }

    /// Renames the damaged folder to `<folder>.damaged-<time>` (then `-2`, `-3`… that same second), never deleting it.
    static func moveAside(_ directory: URL, reason: String, at time: Date) throws(PersistenceError) -> MovedStore {
        let location = directory.path(percentEncoded: false)
        let target = MovedStore.freeAsideLocation(for: location, at: time)
        guard rename(location, target) == 0 else {
            throw .ioFailure(
                reason: "cannot move the damaged store \(location) aside: \(String(cString: strerror(errno)))")
        }
        return MovedStore(location: location, movedTo: target, reason: reason)
    }

    /// Whether `directory` is a store of the version this code reads (its marker checked); `false` for a folder
    /// empty of all but the store's own leftovers, where one may be created; throws for any other.
    private static func holdsStore(_ directory: URL, location: String) throws(PersistenceError) -> Bool {
        let marker = directory.appending(path: FileStoreMarker.fileName, directoryHint: .notDirectory)
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: location)
        } catch {
            if access(location, R_OK) != 0 {
                throw .permissionDenied(location: location, reason: String(cString: strerror(errno)))
            }
            throw .ioFailure(reason: "cannot list \(location): \(FileSystemCalls.words(for: error))")
        }
        let others = contents.filter { $0 != FileStoreMarker.fileName && !FileStoreLeftovers.isOurs($0) }
        // Records appear only after the marker, so seeing them means the marker is there (even
        // when the listing, taken while another process wrote, missed it).
        if contents.contains(FileStoreMarker.fileName) || PathKind.of(marker.path(percentEncoded: false)) != .missing {
            try check(marker, location: location)
            return true
        }
        guard others.isEmpty else {
            throw .unreadableStore(
                location: location,
                reason: "it holds \(others.count) item(s) but no \(FileStoreMarker.fileName) marker")
        }
        return false
    }

    private static func writeMarker(in directory: URL, location: String) throws(PersistenceError) {
        let marker = directory.appending(path: FileStoreMarker.fileName, directoryHint: .notDirectory)
        do {
            try FileBatch(folder: directory, files: [(marker, try FileStoreMarker.current.sortedJSON())]).commit()
        } catch {
            throw cannotCreate(location, "\(error)")
        }
    }

    /// Checks the marker is ours, telling a damaged one (a changed byte) from a foreign one someone else wrote whole.
    private static func check(_ marker: URL, location: String) throws(PersistenceError) {
        let damaged = "its \(FileStoreMarker.fileName) marker is damaged"
        let bytes: Data
        do {
            bytes = try FileSystemCalls.readRegularFile(marker)
        } catch {
            if error.code == EACCES {
                throw .permissionDenied(location: location, reason: String(cString: strerror(error.code)))
            }
            if error.kind != nil { throw .damagedStore(location: location, reason: "\(damaged): \(error.cause)") }
            throw .ioFailure(reason: "cannot read the marker of \(location): \(error.cause)")
        }
        guard let found = try? JSONDecoder().decode(FileStoreMarker.self, from: bytes) else {
            throw .damagedStore(location: location, reason: damaged)
        }
        if let checksum = found.checksum {
            guard checksum == FileStoreMarker.checksum(format: found.format, version: found.version) else {
                throw .damagedStore(location: location, reason: "\(damaged) (its checksum does not match)")
            }
        } else if found.format != FileStoreMarker.format, differsInOneCharacter(found.format, FileStoreMarker.format) {
            throw .damagedStore(location: location, reason: damaged)
        }
        guard found.format == FileStoreMarker.format else {
            throw .unreadableStore(location: location, reason: "its marker names another format, '\(found.format)'")
        }
        guard found.version == FileStoreMarker.version else {
            throw .incompatibleSchema(location: location, found: found.version, expected: FileStoreMarker.version)
        }
        guard found.checksum != nil else {
            throw .damagedStore(location: location, reason: "\(damaged) (its checksum is missing)")
        }
    }

    private static func differsInOneCharacter(_ one: String, _ other: String) -> Bool {
        let one = Array(one.utf8)
        let other = Array(other.utf8)
        return one.count == other.count && zip(one, other).filter { $0 != $1 }.count == 1
    }

    private static func cannotCreate(_ location: String, _ reason: String) -> PersistenceError {
        let parent = URL(filePath: location).deletingLastPathComponent().path(percentEncoded: false)
        for path in [location, parent] where access(path, W_OK) != 0 && errno == EACCES {
            return .permissionDenied(location: location, reason: "cannot create a store there")
        }
        return .ioFailure(reason: "cannot create a store in \(location): \(reason)")
    }
}

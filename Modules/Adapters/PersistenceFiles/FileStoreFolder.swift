import Foundation
import Persistence

/// Checks, and when new creates, the folder a file store lives in.
enum FileStoreFolder {
    static func prepare(_ directory: URL) throws(PersistenceError) {
        let fileManager = FileManager.default
        let location = directory.path(percentEncoded: false)
        let marker = directory.appending(path: FileStoreMarker.fileName, directoryHint: .notDirectory)
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: location, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw .unreadableStore(location: location, reason: "it is a file, not a folder")
            }
            if fileManager.fileExists(atPath: marker.path(percentEncoded: false)) {
                return try check(marker, location: location)
            }
            let contents: [String]
            do {
                contents = try fileManager.contentsOfDirectory(atPath: location)
            } catch {
                throw .unreadableStore(location: location, reason: error.localizedDescription)
            }
            guard contents.isEmpty else {
                throw .unreadableStore(
                    location: location,
                    reason: "it holds \(contents.count) item(s) but no \(FileStoreMarker.fileName) marker")
            }
        }
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(FileStoreMarker.current).write(to: marker, options: .atomic)
        } catch {
            throw .ioFailure(reason: "cannot create a store in \(location): \(error.localizedDescription)")
        }
    }

    private static func check(_ marker: URL, location: String) throws(PersistenceError) {
        let found: FileStoreMarker
        do {
            found = try JSONDecoder().decode(FileStoreMarker.self, from: Data(contentsOf: marker))
        } catch {
            throw .unreadableStore(location: location, reason: "its \(FileStoreMarker.fileName) marker is damaged")
        }
        guard found.format == FileStoreMarker.current.format else {
            throw .unreadableStore(location: location, reason: "its marker names another format, '\(found.format)'")
        }
        guard found.version == FileStoreMarker.current.version else {
            throw .incompatibleSchema(
                location: location, found: found.version, expected: FileStoreMarker.current.version)
        }
    }
}

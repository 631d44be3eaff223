import DiskStoreKit
import Foundation
import Persistence

/// Turns a version 1 store (records without checksums) into a version 2 one: each record file
/// that reads back whole is written again with the checksum of what it holds. A record that does
/// not read back is left as it is, to be reported damaged. Call it holding the store's lock,
/// before the new marker is written, so a migration cut short is simply done again.
enum FileStoreMigration {
    static func addChecksums(in directory: URL) throws(PersistenceError) {
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: directory.path(percentEncoded: false))) ?? []
        for name in names.sorted() {
            guard let collection = RecordCollection(validating: name) else { continue }
            let folder = directory.appending(path: name, directoryHint: .isDirectory)
            guard PathKind.of(folder.path(percentEncoded: false)) == .folder else { continue }
            let files = (try? fileManager.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
            var rewritten: [(target: URL, contents: Data)] = []
            for file in files {
                guard let key = FileKeyEncoding.key(forFileName: file) else { continue }
                let url = folder.appending(path: file, directoryHint: .notDirectory)
                guard let bytes = try? FileSystemCalls.readRegularFile(url),
                    let old = try? RecordDocument.decoded(from: bytes), old.key == key, old.checksum == nil,
                    let contents = try? RecordDocument(
                        collection: collection, key: key, savedAt: old.savedAt, value: old.value
                    ).encoded()
                else { continue }
                rewritten.append((url, contents))
            }
            // In slices, so a big collection does not hold thousands of files open at once.
            for start in stride(from: 0, to: rewritten.count, by: 256) {
                let slice = Array(rewritten[start..<min(start + 256, rewritten.count)])
                try FileBatch(folder: folder, files: slice).commit()
            }
        }
    }
}

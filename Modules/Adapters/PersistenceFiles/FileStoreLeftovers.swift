import Foundation
import Persistence

/// The store's own hidden files that are not records: its lock, and the `.UUID.tmp` and
/// `.UUID.bak` files a batch makes and removes. A process killed during a batch leaves the
/// latter behind; the next store to open removes them, holding the lock so no batch is running.
enum FileStoreLeftovers {
    /// Whether a name in the store's folder is one of the store's own files other than the marker.
    static func isOurs(_ name: String) -> Bool {
        name == FileStoreFolder.lockFileName || isTemporary(name)
    }

    /// `.<UUID>.tmp` or `.<UUID>.bak`, exactly as `FileBatch` names them.
    static func isTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") || name.hasSuffix(".bak") else { return false }
        return UUID(uuidString: String(name.dropFirst().dropLast(4))) != nil
    }

    /// Removes every temporary file in `directory` and its collection folders; call it only holding the store's lock.
    static func remove(in directory: URL) {
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: directory.path(percentEncoded: false))) ?? []
        let collections = names.filter { !$0.hasPrefix(".") }
        for folder in [directory] + collections.map({ directory.appending(path: $0, directoryHint: .isDirectory) }) {
            let entries = (try? fileManager.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
            for name in entries where isTemporary(name) {
                try? FileSystemCalls.remove(folder.appending(path: name, directoryHint: .notDirectory))
            }
        }
    }
}

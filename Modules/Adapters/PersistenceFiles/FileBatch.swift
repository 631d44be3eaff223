import Foundation
import Persistence

/// Writes a batch of files into one folder so that, if anything fails, none of them changes.
///
/// 1. Every file is written and flushed to a hidden temporary file in the folder.
/// 2. Each record being replaced gets a hard-linked hidden backup; then the temporary file is
///    renamed over it (a rename within one folder atomically replaces its target).
/// 3. On success the backups are removed; on failure the renamed records are restored from
///    their backups (or removed, when new) and the temporary files are deleted.
struct FileBatch {
    let folder: URL
    let files: [(target: URL, contents: Data)]

    private struct Applied {
        let target: URL
        let backup: URL?
    }

    func commit() throws(PersistenceError) {
        var temporaries: [URL] = []
        var applied: [Applied] = []
        do {
            for file in files {
                let temporary = hiddenFile(extension: "tmp")
                temporaries.append(temporary)
                try write(file.contents, to: temporary)
            }
            for (file, temporary) in zip(files, temporaries) {
                let backup = try backUp(file.target)
                applied.append(Applied(target: file.target, backup: backup))
                try FileSystemCalls.replace(file.target, with: temporary)
            }
            try FileSystemCalls.synchronize(folder: folder)
        } catch {
            undo(applied)
            temporaries.forEach { try? FileSystemCalls.remove($0) }
            throw .ioFailure(reason: "batch of \(files.count) not saved, none of it kept: \(error)")
        }
        for backup in applied.compactMap(\.backup) { try? FileSystemCalls.remove(backup) }
    }

    /// A hard link to the record about to be replaced, or `nil` when there is none.
    private func backUp(_ target: URL) throws -> URL? {
        let backup = hiddenFile(extension: "bak")
        do {
            try FileSystemCalls.hardLink(backup, to: target)
            return backup
        } catch  where error.isMissingFile {
            return nil
        }
    }

    private func undo(_ applied: [Applied]) {
        for change in applied.reversed() {
            if let backup = change.backup {
                try? FileSystemCalls.replace(change.target, with: backup)
            } else {
                try? FileSystemCalls.remove(change.target)
            }
        }
    }

    private func write(_ contents: Data, to file: URL) throws {
        // Not `FileManager.createFile`: it writes through a temporary file of its own, which a
        // killed process would leave behind under a name the store does not know to remove.
        let handle = try FileSystemCalls.createNew(file)
        defer { try? handle.close() }
        try handle.write(contentsOf: contents)
        // Flushed before the rename, so a power cut cannot leave a renamed but empty record.
        try handle.synchronize()
    }

    private func hiddenFile(extension fileExtension: String) -> URL {
        folder.appending(path: ".\(UUID().uuidString).\(fileExtension)", directoryHint: .notDirectory)
    }
}

import DiskStoreKit
import Foundation
import Persistence

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a batch of files into one folder so that, if anything fails, none of them changes.
struct FileBatch {
    let folder: URL
    let files: [(target: URL, contents: Data)]

    func commit() throws(PersistenceError) {
        var temporaries: [URL] = []
        var applied: [(target: URL, backup: URL?)] = []
        do {
            for file in files {
                let temporary = hiddenFile(extension: "tmp")
                temporaries.append(temporary)
                // Not `FileManager.createFile`: it writes through a temporary file of its own,
                // which a killed process would leave behind under a name the store does not know.
                try FileSystemCalls.createNew(temporary, contents: file.contents)
            }
            for (file, temporary) in zip(files, temporaries) {
                let backup = try backUp(file.target)
                applied.append((file.target, backup))
                try FileSystemCalls.replace(file.target, with: temporary)
            }
            try FileSystemCalls.synchronize(folder: folder)
        } catch {
            undo(applied)
            temporaries.forEach { try? FileSystemCalls.remove($0) }
            throw .ioFailure(reason: reason(error))
        }
        for backup in applied.compactMap(\.backup) { try? FileSystemCalls.remove(backup) }
    }

    /// Why the batch failed; a full disk says so first, with the store's folder.
    private func reason(_ error: any Error) -> String {
        let batch = "batch of \(files.count) not saved, none of it kept"
        if let failure = error as? FileSystemCalls.Failure, failure.code == ENOSPC || failure.code == EDQUOT {
            return "\(failure.cause): cannot save to \(folder.path(percentEncoded: false)) (\(batch))"
        }
        return "\(batch): \(error)"
    }

    /// A hard link to the record about to be replaced, or `nil` when there is none. Anything else in the
    /// record's place (a folder, a named pipe) was never the store's to replace: it is moved aside under
    /// a hidden name no record can have (`.<name>.damaged-<UUID>`), so the record can be saved again.
    private func backUp(_ target: URL) throws(FileSystemCalls.Failure) -> URL? {
        let kind = PathKind.of(target.path(percentEncoded: false))
        if kind == .missing { return nil }
        if kind != .regularFile {
            try moveAside(target)
            return nil
        }
        let backup = hiddenFile(extension: "bak")
        do {
            try FileSystemCalls.hardLink(backup, to: target)
        } catch {
            guard error.isMissingFile else { throw error }
            return nil
        }
        return backup
    }

    private func moveAside(_ target: URL) throws(FileSystemCalls.Failure) {
        let name = ".\(target.lastPathComponent).damaged-\(UUID().uuidString)"
        try FileSystemCalls.replace(folder.appending(path: name, directoryHint: .notDirectory), with: target)
    }

    private func undo(_ applied: [(target: URL, backup: URL?)]) {
        for change in applied.reversed() {
            if let backup = change.backup {
                try? FileSystemCalls.replace(change.target, with: backup)
            } else {
                try? FileSystemCalls.remove(change.target)
            }
        }
    }

    private func hiddenFile(extension fileExtension: String) -> URL {
        folder.appending(path: ".\(UUID().uuidString).\(fileExtension)", directoryHint: .notDirectory)
    }
}

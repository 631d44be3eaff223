import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls the store's batches rely on, which Foundation does not offer as such:
/// `rename` that atomically replaces its target, and hard links as cheap backups.
enum FileSystemCalls {
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let path: String
        let code: Int32

        var description: String { "\(call) \(path): \(String(cString: strerror(code)))" }
        var isMissingFile: Bool { code == ENOENT }
    }

    /// Moves `source` to `destination`, atomically replacing whatever is there.
    static func replace(_ destination: URL, with source: URL) throws(Failure) {
        try check("rename", destination, rename(path(source), path(destination)))
    }

    /// Makes `newName` a second name for the file at `existing`.
    static func hardLink(_ newName: URL, to existing: URL) throws(Failure) {
        try check("link", existing, link(path(existing), path(newName)))
    }

    /// Creates `file`, which must not exist yet, open for writing.
    static func createNew(_ file: URL) throws(Failure) -> FileHandle {
        let descriptor = open(path(file), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        try check("open", file, descriptor)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    static func remove(_ file: URL) throws(Failure) {
        try check("unlink", file, unlink(path(file)))
    }

    /// Makes the folder's entries (such as a rename into it) survive a power cut.
    static func synchronize(folder: URL) throws(Failure) {
        let descriptor = open(path(folder), O_RDONLY)
        try check("open", folder, descriptor)
        defer { close(descriptor) }
        try check("fsync", folder, fsync(descriptor))
    }

    private static func path(_ url: URL) -> String {
        url.path(percentEncoded: false)
    }

    private static func check(_ call: String, _ url: URL, _ result: Int32) throws(Failure) {
        guard result >= 0 else { throw Failure(call: call, path: path(url), code: errno) }
    }
}

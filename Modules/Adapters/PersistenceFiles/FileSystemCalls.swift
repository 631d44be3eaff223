import DescriptorKit
import DiskStoreKit
import Foundation
import Persistence

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls the store relies on, which Foundation lacks: `rename` that atomically replaces its
/// target, hard links as cheap backups, and reads that never block on a named pipe or a device and say
/// in plain words why they failed (Foundation's errors name a Cocoa domain and a number instead).
enum FileSystemCalls {
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let path: String
        let code: Int32
        /// Set when the path is there but is not a regular file: what it is instead.
        var kind: String?

        var description: String {
            if let kind { return "\(path) is \(kind), not \(expected)" }
            return "\(call) \(path): \(cause)"
        }

        /// The cause alone, in words: a full disk says so.
        var cause: String {
            if let kind { return "it is \(kind), not \(expected)" }
            switch code {
            case ENOSPC: return "the disk is full"
            case EDQUOT: return "the disk quota is exceeded"
            default: return String(cString: strerror(code))
            }
        }

        var isMissingFile: Bool { code == ENOENT && kind == nil }

        private var expected: String { call == "mkdir" ? "a folder" : "a file" }
    }

    /// A Foundation file error in plain words: the POSIX cause under it when there is one (a
    /// full disk says so), else the Cocoa code's meaning; never a Cocoa error domain and number.
    static func words(for error: any Error) -> String {
        let error = error as NSError
        let posix = [error, error.userInfo[NSUnderlyingErrorKey] as? NSError].compactMap { $0 }
            .first { $0.domain == NSPOSIXErrorDomain }
        guard let code = posix.map({ Int32($0.code) }) ?? cocoaCauses[CocoaError.Code(rawValue: error.code)] else {
            return "the file operation failed"
        }
        return Failure(call: "", path: "", code: code).cause
    }

    /// The POSIX cause of each Cocoa file error that has one.
    private static let cocoaCauses: [CocoaError.Code: Int32] = [
        .fileWriteOutOfSpace: ENOSPC, .fileReadNoPermission: EACCES, .fileWriteNoPermission: EACCES,
        .fileWriteVolumeReadOnly: EROFS, .fileNoSuchFile: ENOENT, .fileReadNoSuchFile: ENOENT,
        .fileWriteFileExists: EEXIST,
    ]

    /// Creates `folder` and the missing folders above it, as `mkdir -p` does (one already there is
    /// fine), failing in the words of `mkdir`, a full disk among them.
    static func createFolders(_ folder: URL) throws(Failure) {
        let full = folder.path(percentEncoded: false)
        var path = full.hasPrefix("/") ? "" : "."
        for component in full.split(separator: "/", omittingEmptySubsequences: true) {
            path += "/" + component
            guard mkdir(path, 0o755) != 0 else { continue }
            let code = errno
            guard code == EEXIST else { throw Failure(call: "mkdir", path: path, code: code) }
            switch PathKind.of(path) {
            case .folder: continue
            case .regularFile: throw Failure(call: "mkdir", path: path, code: ENOTDIR, kind: "a file")
            case .other(let kind): throw Failure(call: "mkdir", path: path, code: ENOTDIR, kind: kind)
            case .missing: throw Failure(call: "mkdir", path: path, code: code)
            }
        }
    }

    /// Moves `source` to `destination`, atomically replacing whatever is there.
    static func replace(_ destination: URL, with source: URL) throws(Failure) {
        try check("rename", destination, rename(path(source), path(destination)))
    }

    static func hardLink(_ newName: URL, to existing: URL) throws(Failure) {
        try check("link", existing, link(path(existing), path(newName)))
    }

    /// Creates `file`, which must not exist yet, writes `contents` to it and flushes it to the disk.
    static func createNew(_ file: URL, contents: Data) throws(Failure) {
        let descriptor = try open(file, O_WRONLY | O_CREAT | O_EXCL, permissions: 0o644)
        let bytes = [UInt8](contents)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes {
                write(descriptor.rawValue, $0.baseAddress! + written, $0.count - written)
            }
            if result < 0, errno == EINTR { continue }
            try check("write", file, result < 0 ? -1 : 0)
            written += result
        }
        // Flushed before the rename, so a power cut cannot leave a renamed but empty record.
        try check("fsync", file, fsync(descriptor.rawValue))
    }

    /// The file's bytes, opened without blocking: a named pipe or a device in its place is named, never waited on.
    static func readRegularFile(_ file: URL) throws(Failure) -> Data {
        let path = path(file)
        switch BoundedFile.contents(of: path, atMost: .max) {
        case .read(let bytes): return Data(bytes)
        case .missing: throw Failure(call: "open", path: path, code: ENOENT)
        // A socket cannot be opened at all (ENXIO): say what it is rather than why open failed.
        case .unreadable(let error) where error.call == "open":
            throw Failure(call: "open", path: path, code: error.code, kind: PathKind.of(path).words)
        case .unreadable(let error): throw Failure(call: error.call, path: path, code: error.code)
        case .notARegularFile, .tooLarge:
            throw Failure(call: "open", path: path, code: 0, kind: PathKind.of(path).words ?? "a special file")
        }
    }

    static func remove(_ file: URL) throws(Failure) {
        try check("unlink", file, unlink(path(file)))
    }

    /// Makes the folder's entries (such as a rename into it) survive a power cut.
    static func synchronize(folder: URL) throws(Failure) {
        let descriptor = try open(folder, O_RDONLY)
        try check("fsync", folder, fsync(descriptor.rawValue))
    }

    static func open(_ url: URL, _ flags: Int32, permissions: UInt16 = 0) throws(Failure) -> FileDescriptor {
        do {
            return try FileDescriptor.open(path(url), flags, permissions: permissions)
        } catch {
            throw Failure(call: "open", path: path(url), code: error.code)
        }
    }

    private static func path(_ url: URL) -> String {
        url.path(percentEncoded: false)
    }

    private static func check(_ call: String, _ url: URL, _ result: Int32) throws(Failure) {
        guard result >= 0 else { throw Failure(call: call, path: path(url), code: errno) }
    }
}

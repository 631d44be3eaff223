import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, found with `stat` and `lstat`, which never open it: a folder store, its
/// marker and its records are each checked before they are read, so a named pipe, a device or a
/// socket in their place is named instead of blocking or being read forever.
enum FileKind: Equatable {
    case missing
    case folder
    case regularFile
    /// Anything else, in words for the user ("a named pipe (FIFO)").
    case other(String)

    static func of(_ path: String) -> FileKind {
        // A folder's path may end in `/`; on anything else that slash alone would make `stat`
        // answer "not a directory" instead of saying what is there.
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            var link = stat()
            switch code {
            // Only a link that is still there, still dangling: another process may be creating the path.
            case ENOENT where lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK && stat(path, &status) != 0:
                return .other("a symbolic link to a file that does not exist")
            case ENOENT where stat(path, &status) == 0:
                return of(path)
            case ENOENT: return .missing
            case ELOOP: return .other("a symbolic link loop")
            case ENOTDIR: return .other("a path under a file")
            default: return .other("a path that cannot be examined (\(String(cString: strerror(code))))")
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .regularFile
        default: return .other(describe(status.st_mode) ?? "a special file")
        }
    }

    /// The words for a file's type; `nil` for a regular file.
    static func describe(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "a special file"
        }
    }
}

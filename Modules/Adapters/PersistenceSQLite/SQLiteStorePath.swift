import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a store's path, found with `stat` and `lstat` only: neither opens the file, so a
/// named pipe, a device or a socket is told apart without blocking, before SQLite opens it.
enum SQLiteStorePath: Equatable {
    case missing
    case regularFile
    /// Anything SQLite must not open, in words for the user ("a folder", "a named pipe (FIFO)").
    case other(String)

    static func inspect(_ path: String) -> SQLiteStorePath {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            var link = stat()
            switch code {
            // Only a link that is still there, still dangling: another process may be creating the path.
            case ENOENT where lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK && stat(path, &status) != 0:
                return .other("a symbolic link to a file that does not exist")
            case ENOENT where stat(path, &status) == 0:
                return inspect(path)
            case ENOENT: return .missing
            case ELOOP: return .other("a symbolic link loop")
            case ENOTDIR: return .other("a path under a file")
            default: return .other("a path that cannot be examined (\(String(cString: strerror(code))))")
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .other("a folder")
        case S_IFIFO: return .other("a named pipe (FIFO)")
        case S_IFSOCK: return .other("a socket")
        case S_IFCHR: return .other("a character device")
        case S_IFBLK: return .other("a block device")
        default: return .other("a special file")
        }
    }
}

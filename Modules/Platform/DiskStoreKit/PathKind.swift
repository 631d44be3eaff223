#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, found with `stat` and `lstat`, which never open it: a store, its marker
/// and its records are each checked before they are opened, so a named pipe, a device or a
/// socket in their place is named instead of blocking or being read forever.
package enum PathKind: Sendable, Hashable {
    case missing
    case folder
    case regularFile
    /// Anything else, in words for the user ("a named pipe (FIFO)", "a symbolic link loop").
    case other(String)

    /// What is at `path`, following symbolic links.
    package static func of(_ path: String) -> PathKind {
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
        return kind(of: status.st_mode)
    }

    /// What is there in words, such as "a folder", when not a regular file; `nil` for a regular file or nothing.
    package var words: String? {
        switch self {
        case .missing, .regularFile: nil
        case .folder: "a folder"
        case .other(let words): words
        }
    }

    private static func kind(of mode: mode_t) -> PathKind {
        switch mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .folder
        case S_IFIFO: .other("a named pipe (FIFO)")
        case S_IFSOCK: .other("a socket")
        case S_IFCHR: .other("a character device")
        case S_IFBLK: .other("a block device")
        default: .other("a special file")
        }
    }
}

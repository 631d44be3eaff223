#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock file and the one owner of its descriptor: an exclusive `flock(2)` on it lets the
/// processes that share a file (a store's folder, a queue) take turns. A class, so an owner may
/// hold it open for its lifetime; the descriptor closes when the last reference goes.
package final class LockFile: Sendable {
    private let descriptor: FileDescriptor

    /// Opens (creating when missing) the lock file at `path`. Without blocking, and refused
    /// (`EINVAL`) unless a regular file, so a named pipe in its place cannot hang the open.
    package init(path: String, permissions: UInt16) throws(SystemError) {
        let opened = try FileDescriptor.open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOCTTY, permissions: permissions)
        var status = stat()
        guard fstat(opened.rawValue, &status) == 0 else { throw SystemError(call: "fstat", code: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw SystemError(call: "open", code: EINVAL) }
        descriptor = opened
    }

    /// Runs `body` holding the lock, waiting for any other holder to finish first, and releases
    /// it on every path. When the lock cannot be taken, throws what `unavailable` makes of why.
    package func exclusively<Result, Failure: Error>(
        unavailable: (SystemError) -> Failure, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        while flock(descriptor.rawValue, LOCK_EX) != 0 {
            guard errno == EINTR else { throw unavailable(SystemError(call: "flock", code: errno)) }
        }
        defer { flock(descriptor.rawValue, LOCK_UN) }
        return try body()
    }
}

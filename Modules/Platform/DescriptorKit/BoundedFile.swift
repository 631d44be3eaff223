#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a regular file, never more than a limit: its size is known before a byte is read, and reading
/// stops at the limit (a file that grows meanwhile is caught too), so any file costs bounded time and
/// memory. Opened without blocking, so a FIFO or a device in its place cannot hold the caller.
package enum BoundedFile {
    package enum Outcome: Equatable {
        case missing, notARegularFile
        /// `size` is what the file held when it was looked at.
        case tooLarge(size: Int64)
        case unreadable(SystemError)
        case read([UInt8])
    }

    package static func contents(of path: String, atMost limit: Int) -> Outcome {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        } catch {
            return error.code == ENOENT ? .missing : .unreadable(error)
        }
        var status = stat()
        guard fstat(file.rawValue, &status) == 0 else { return .unreadable(SystemError(call: "fstat", code: errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notARegularFile }
        guard status.st_size <= limit else { return .tooLarge(size: Int64(status.st_size)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let count = read(file.rawValue, &chunk, chunk.count)
            if count == 0 { return .read(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(SystemError(call: "read", code: errno))
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        return .tooLarge(size: Int64(bytes.count))
    }
}

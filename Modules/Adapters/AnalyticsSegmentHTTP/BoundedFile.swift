import DescriptorKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file only when it is small: its size is known before a byte is read, and no more
/// than the limit is ever read (a file that grows meanwhile is caught too), so a file of any
/// size costs the same bounded time and memory. Opened without blocking, so a FIFO put in its
/// place cannot hold the caller.
enum BoundedFile {
    enum Outcome: Equatable {
        case missing
        case notARegularFile
        /// `size` is what the file held when it was looked at.
        case tooLarge(size: Int64)
        case unreadable(String)
        case read(Data)
    }

    static func contents(of url: URL, atMost limit: Int) -> Outcome {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(url.path, O_RDONLY | O_NONBLOCK)
        } catch {
            return error.code == ENOENT ? .missing : .unreadable(error.reason)
        }
        var status = stat()
        guard fstat(file.rawValue, &status) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notARegularFile }
        guard status.st_size <= limit else { return .tooLarge(size: Int64(status.st_size)) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while data.count <= limit {
            let count = read(file.rawValue, &chunk, chunk.count)
            if count == 0 { return .read(data) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(String(cString: strerror(errno)))
            }
            data.append(contentsOf: chunk[..<count])
        }
        return .tooLarge(size: Int64(data.count))
    }
}

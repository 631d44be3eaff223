import DescriptorKit
package import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the file `--flags-file` names: a regular file of at most `maximumSize` bytes, opened without
/// blocking so a FIFO or device cannot hang the run or fill memory; anything else is named for what it is.
package enum FlagsFile {
    /// A flags file is a small JSON object; anything larger is a mistake (such as `/dev/zero`).
    static let maximumSize = 1 << 20

    /// The bytes of the file at `path`, or the usage error that says what the path is instead.
    package static func read(_ path: String) throws(CommandError) -> Data {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK)
        } catch {
            throw refusal(path, Self.reason(error.code))
        }
        var status = stat()
        guard fstat(file.rawValue, &status) == 0 else { throw refusal(path, Self.reason(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw refusal(path, "is \(Self.kind(of: status.st_mode)), not a regular file")
        }
        guard status.st_size <= maximumSize else {
            throw refusal(path, "is larger than \(maximumSize >> 20) MB; a flags file is a small JSON object")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count <= maximumSize {
            let count = systemRead(file.rawValue, &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw refusal(path, Self.reason(errno))
            }
        }
        // The file grew while it was read.
        throw refusal(path, "is larger than \(maximumSize >> 20) MB; a flags file is a small JSON object")
    }

    private static func refusal(_ path: String, _ reason: String) -> CommandError {
        .usage("flags file \(path.echoed): \(reason)")
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a part of the path is not a folder"
        case ELOOP: "too many symbolic links"
        default: "cannot be read (\(String(cString: strerror(code))))"
        }
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

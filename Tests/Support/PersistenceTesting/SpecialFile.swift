import DescriptorKit
public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Things that can be at a store's path instead of a regular file or folder, each made in a
/// scratch folder, with the words a store must use for it.
public enum SpecialFile: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A FIFO, which would block a reader that opened it.
    case namedPipe = "a named pipe"
    /// A Unix-domain socket.
    case socket = "a socket"
    /// A symbolic link to `/dev/zero`, a device that never ends.
    case characterDevice = "a link to /dev/zero"
    /// A symbolic link to `/dev/null`, a device that is always empty.
    case nullDevice = "a link to /dev/null"
    /// A symbolic link to itself.
    case symbolicLinkLoop = "a symbolic link loop"
    /// A symbolic link to a file that does not exist.
    case danglingSymbolicLink = "a symbolic link to nothing"

    /// What it is, as a test names it.
    public var description: String { rawValue }

    /// How a store names what it found.
    public var words: String {
        switch self {
        case .namedPipe: "a named pipe (FIFO)"
        case .socket: "a socket"
        case .characterDevice, .nullDevice: "a character device"
        case .symbolicLinkLoop: "a symbolic link loop"
        case .danglingSymbolicLink: "a symbolic link to a file that does not exist"
        }
    }

    /// Makes it at `url`, whose folder must exist.
    public func create(at url: URL) throws {
        let path = url.path(percentEncoded: false)
        let result: Int32
        switch self {
        case .namedPipe: result = mkfifo(path, 0o644)
        case .socket: result = Self.bindSocket(at: path)
        case .characterDevice: result = symlink("/dev/zero", path)
        case .nullDevice: result = symlink("/dev/null", path)
        case .symbolicLinkLoop: result = symlink(path, path)
        case .danglingSymbolicLink: result = symlink(path + ".nowhere", path)
        }
        guard result == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, "errno": errno])
        }
    }

    /// A Unix socket bound at `path` (left bound: the file is what matters).
    private static func bindSocket(at path: String) -> Int32 {
        #if canImport(Glibc)
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #elseif canImport(Darwin)
        let descriptor = Darwin.socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return -1 }
        let socket = FileDescriptor(adopting: descriptor)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return -1 }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket.rawValue, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }
}

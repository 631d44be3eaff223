import DescriptorKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket listening on 127.0.0.1 only, so no other machine can connect. Binding it
/// apart from accepting tells a port in use from other failures, and knows port 0's pick. It
/// does not block, so `accept` never waits for a connection that left the queue meanwhile.
struct ListeningSocket: ~Copyable, Sendable {
    let descriptor: FileDescriptor
    let port: UInt16

    static func open(port: UInt16) throws(HTTPServerError) -> ListeningSocket {
        #if canImport(Glibc)
        let opened = socket(
            AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        #elseif canImport(Darwin)
        let opened = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard opened >= 0 else { throw .cannotListen(port: port, reason: Self.reason(errno)) }
        // Owned from here, so every throw below closes it.
        let owner = FileDescriptor(adopting: opened)
        let descriptor = owner.rawValue
        #if canImport(Darwin)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        #endif
        var reuse: Int32 = 1
        // Lets a restarted server take its port back while old connections sit in TIME_WAIT;
        // on Linux it never lets two listeners share a port.
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let error = errno
            if error == EADDRINUSE { throw .portInUse(port) }
            throw .cannotListen(port: port, reason: Self.reason(error))
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw .cannotListen(port: port, reason: Self.reason(errno)) }
        return ListeningSocket(descriptor: owner, port: UInt16(bigEndian: address.sin_port))
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

import DescriptorKit
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A client's TCP socket to 127.0.0.1, for a test writing its HTTP by hand. Each call blocks at most
/// as long as `setTimeouts(seconds:)` allows, on a thread of the test's own.
public final class LoopbackSocket: Sendable {
    /// Taken out and closed by `close()`, once.
    private let file: Mutex<FileDescriptor?>

    /// The socket, while it is open (`-1` once closed, which every call refuses with `EBADF`).
    public var descriptor: Int32 { file.withLock { $0?.rawValue ?? -1 } }

    private init(_ file: consuming FileDescriptor) {
        self.file = Mutex(Optional(file))
    }

    /// Connects to 127.0.0.1:`port` with a blocking socket, for a client (or a connection holding a server's slot).
    public convenience init(port: UInt16) throws(LoopbackServerError) {
        let socket = try Self.streamSocket()
        var address = Self.loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket.rawValue, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw .systemCall("connect", errno: errno) }
        #if canImport(Darwin)
        // Darwin has no MSG_NOSIGNAL: a peer that hung up must not kill the test process with SIGPIPE.
        var on: Int32 = 1
        setsockopt(socket.rawValue, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        self.init(socket)
    }

    /// A port on 127.0.0.1 refusing every connection while the process runs: bound, so no server can take
    /// it, and never listened on (a stopped server's port could go to a test running alongside).
    static var refusingPort: Result<Int, LoopbackServerError> { refusing.map(\.port) }

    /// A port on 127.0.0.1 nobody listens on now (bound and closed at once), for a server another process starts.
    public static func freePort() throws(LoopbackServerError) -> Int { try boundToLoopback().port }

    /// Kept open to the end of the process on purpose: closing it would free the port for a real server.
    private static let refusing = Result { () throws(LoopbackServerError) in try boundToLoopback() }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// A TCP socket bound to 127.0.0.1 on a port the system chose, and that port.
    private static func boundToLoopback() throws(LoopbackServerError) -> (socket: LoopbackSocket, port: Int) {
        let socket = try streamSocket()
        let descriptor = socket.rawValue
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else { throw .systemCall("bind", errno: errno) }
        return (LoopbackSocket(socket), Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A TCP socket, closed on exec.
    private static func streamSocket() throws(LoopbackServerError) -> FileDescriptor {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #elseif canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .systemCall("socket", errno: errno) }
        let socket = FileDescriptor(adopting: descriptor)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return socket
    }

    // MARK: A client's side

    /// What one blocking read of a client's socket gave.
    enum Received {
        case bytes(ArraySlice<UInt8>)
        /// The peer closed the connection, or the read failed.
        case closed
        /// Nothing arrived within the socket's timeout.
        case timedOut
    }

    /// Makes each later read or write of a client's socket give up after `seconds`.
    func setTimeouts(seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends all of `bytes`; `false` once the peer has closed the connection (or the write timed out).
    @discardableResult
    func sendAll(_ bytes: [UInt8]) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #elseif canImport(Darwin)
        let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads what has arrived, waiting for something at most the socket's timeout.
    func receive() -> Received {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 { return .bytes(buffer[0..<count]) }
            if count < 0, errno == EINTR { continue }
            return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .timedOut : .closed
        }
    }

    /// Whether the peer sent something or closed within `timeout`.
    func hasSomethingToRead(within timeout: Duration) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, timeout.pollTimeout) > 0
    }

    /// Closes the socket; later calls do nothing.
    public func close() {
        if let socket = file.withLock({ $0.take() }) { socket.close() }
    }
}

extension Duration {
    /// Whole milliseconds for `poll`, rounded up so a short wait is not a busy loop, at most a minute.
    fileprivate var pollTimeout: Int32 {
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let milliseconds =
            components.seconds * 1_000
            + (components.attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
        return Int32(clamping: min(max(milliseconds, 0), 60_000))
    }
}

import DescriptorKit
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc

/// The system calls the socket's own methods would otherwise shadow, and the constants that
/// differ between the C libraries.
private enum System {
    static let stream = Int32(SOCK_STREAM.rawValue)
    /// A peer that hung up must not kill the test process with SIGPIPE.
    static let sendFlags = Int32(MSG_NOSIGNAL)
    static func listen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { Glibc.listen(descriptor, backlog) }
    static func accept(_ descriptor: Int32) -> Int32 { Glibc.accept(descriptor, nil, nil) }
    static func connect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        Glibc.connect(descriptor, address, length)
    }
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        Glibc.read(descriptor, buffer, count)
    }
    static func send(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        Glibc.send(descriptor, buffer, count, sendFlags)
    }
    static func suppressSIGPIPE(_ descriptor: Int32) {}
}
#elseif canImport(Darwin)
import Darwin

private enum System {
    static let stream = SOCK_STREAM
    /// Darwin has no MSG_NOSIGNAL; ``suppressSIGPIPE(_:)`` sets SO_NOSIGPIPE on the socket instead.
    static let sendFlags: Int32 = 0
    static func listen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { Darwin.listen(descriptor, backlog) }
    static func accept(_ descriptor: Int32) -> Int32 { Darwin.accept(descriptor, nil, nil) }
    static func connect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        Darwin.connect(descriptor, address, length)
    }
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        Darwin.read(descriptor, buffer, count)
    }
    static func send(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        Darwin.send(descriptor, buffer, count, sendFlags)
    }
    static func suppressSIGPIPE(_ descriptor: Int32) {
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    }
}
#endif

/// A TCP socket on 127.0.0.1, both ends of a test's HTTP exchanges.
///
/// The server's sockets (`listen()`, `accept(wake:)`) are non-blocking and used from the
/// server's own threads: each wait is a `poll` on the socket and on the server's `WakeSignal`,
/// so it blocks only its own thread, never the cooperative pool, and ends at once when the
/// server stops. A client's socket (``init(port:)``) blocks, each call for at most the time
/// `setTimeouts(seconds:)` allows, and is used from a thread of the test's own.
public final class LoopbackSocket: Sendable {
    /// Taken out and closed by `close()`, once.
    private let file: Mutex<FileDescriptor?>

    /// The socket, while it is open (`-1` once closed, which every call refuses with `EBADF`).
    public var descriptor: Int32 { file.withLock { $0?.rawValue ?? -1 } }

    private init(_ file: consuming FileDescriptor) {
        self.file = Mutex(Optional(file))
    }

    /// Connects to 127.0.0.1:`port`, a blocking socket for a client (or a connection that only
    /// holds a slot of a server's limits).
    public convenience init(port: UInt16) throws(LoopbackServerError) {
        let socket = try Self.streamSocket()
        var address = Self.loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                System.connect(socket.rawValue, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw .systemCall("connect", errno: errno) }
        System.suppressSIGPIPE(socket.rawValue)
        self.init(socket)
    }

    /// A port on 127.0.0.1 that refuses every connection for as long as the process runs: bound,
    /// so no other server can take it, and never listened on. A stopped server's port would do
    /// only until a test running alongside was given the same port.
    static var refusingPort: Result<Int, LoopbackServerError> { refusing.map(\.port) }

    /// Kept open to the end of the process on purpose: closing it would free the port for a real server.
    private static let refusing = Result { () throws(LoopbackServerError) in try boundToLoopback(reuseAddress: false) }

    /// Opens a listening socket on 127.0.0.1 with a port chosen by the system.
    static func listen() throws(LoopbackServerError) -> (socket: LoopbackSocket, port: Int) {
        let (socket, port) = try boundToLoopback(reuseAddress: true)
        Self.makeNonBlocking(socket.descriptor)
        guard System.listen(socket.descriptor, 128) == 0 else { throw .systemCall("listen", errno: errno) }
        return (socket, port)
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// A TCP socket bound to 127.0.0.1 on a port the system chose, and that port.
    private static func boundToLoopback(
        reuseAddress: Bool
    ) throws(LoopbackServerError) -> (socket: LoopbackSocket, port: Int) {
        let socket = try streamSocket()
        let descriptor = socket.rawValue
        if reuseAddress {
            var reuse: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        }
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
        let descriptor = socket(AF_INET, System.stream, 0)
        guard descriptor >= 0 else { throw .systemCall("socket", errno: errno) }
        let socket = FileDescriptor(adopting: descriptor)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return socket
    }

    // MARK: The server's side

    /// Waits for the next connection; throws ``LoopbackServerError/cancelled`` once `wake` is signalled.
    func accept(wake: WakeSignal) throws(LoopbackServerError) -> LoopbackSocket {
        while true {
            let accepted = System.accept(descriptor)
            if accepted >= 0 {
                let socket = FileDescriptor(adopting: accepted)
                // Linux does not pass O_NONBLOCK on to accepted sockets, and accept4 is not imported.
                Self.makeNonBlocking(accepted)
                return LoopbackSocket(socket)
            }
            let failure = errno
            guard failure == EAGAIN || failure == EWOULDBLOCK || failure == EINTR || failure == ECONNABORTED else {
                throw .systemCall("accept", errno: failure)
            }
            try waitUntilReady(for: Int16(POLLIN), until: nil, wake: wake)
        }
    }

    /// Reads up to `maximumCount` bytes; an empty result means the peer closed its side.
    func read(
        maximumCount: Int = 16 * 1024, until deadline: ContinuousClock.Instant, wake: WakeSignal
    ) throws(LoopbackServerError) -> Data {
        var buffer = [UInt8](repeating: 0, count: maximumCount)
        while true {
            let count = buffer.withUnsafeMutableBytes { System.read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer.prefix(count)) }
            let failure = errno
            guard failure == EAGAIN || failure == EWOULDBLOCK || failure == EINTR else {
                throw .systemCall("read", errno: failure)
            }
            try waitUntilReady(for: Int16(POLLIN), until: deadline, wake: wake)
        }
    }

    /// Writes all of `data`.
    func write(_ data: Data, until deadline: ContinuousClock.Instant, wake: WakeSignal) throws(LoopbackServerError) {
        var remaining = data[...]
        while !remaining.isEmpty {
            let count = remaining.withUnsafeBytes { System.send(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 {
                remaining = remaining.dropFirst(count)
                continue
            }
            let failure = errno
            guard failure == EAGAIN || failure == EWOULDBLOCK || failure == EINTR else {
                throw .systemCall("send", errno: failure)
            }
            try waitUntilReady(for: Int16(POLLOUT), until: deadline, wake: wake)
        }
    }

    /// Tells the peer no more data follows, so it sees a clean end of stream before the close.
    func finishWriting() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Makes the coming ``close()`` abort the connection with a TCP reset instead of a clean end.
    func reset() {
        var abort = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout.size(ofValue: abort)))
    }

    /// Takes a listening socket out of the listening state while it keeps its port: from then on
    /// a connection to the port is refused, and no other socket is given the port.
    func stopListening() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    private static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        System.suppressSIGPIPE(descriptor)
    }

    /// Blocks this thread until the socket is ready, the deadline passes or `wake` is signalled.
    private func waitUntilReady(
        for events: Int16, until deadline: ContinuousClock.Instant?, wake: WakeSignal
    ) throws(LoopbackServerError) {
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { throw .timedOut }
                timeout = remaining.pollTimeout
            }
            var requests = [
                pollfd(fd: descriptor, events: events, revents: 0),
                pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&requests, 2, timeout)
            if ready < 0 {
                guard errno == EINTR else { throw .systemCall("poll", errno: errno) }
                continue
            }
            if requests[1].revents != 0 { throw .cancelled }
            if requests[0].revents != 0 { return }
        }
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
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { System.send(descriptor, $0.baseAddress, $0.count) }
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

import Foundation

#if canImport(Glibc)
import Glibc

private let systemSend = Glibc.send
#elseif canImport(Darwin)
import Darwin

private let systemSend = Darwin.send
#endif

/// A connection to a server on 127.0.0.1 that a test drives step by step: a head sent a byte at a
/// time, two requests in one write, a wait to see whether the server answers. Its calls block
/// (each for a bounded time), so a test runs them through ``onThread(_:)``, never on the
/// cooperative pool.
public final class LoopbackConnection: Sendable {
    /// How long one read may wait for the server.
    public static let timeoutSeconds = 10

    private let descriptor: Int32

    /// Connects to 127.0.0.1:`port`.
    public init(port: UInt16) throws {
        descriptor = try LoopbackSocket(port: port).descriptor
        var timeout = timeval(tv_sec: Self.timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Runs `body` on a thread of its own and hands back what it returns.
    public static func onThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// Sends `text`; `false` once the server has closed the connection.
    @discardableResult
    public func send(_ text: String) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count, flags) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Whether the server sent something or closed within `timeout`.
    public func hasSomethingToRead(within timeout: Duration) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let (seconds, attoseconds) = timeout.components
        return poll(&request, 1, Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)) > 0
    }

    /// Everything the server sends until it closes the connection (or a read waits longer than
    /// ``timeoutSeconds``, which ``Closed/timedOut`` then says).
    public func readUntilClosed() -> Closed {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 {
                received += buffer[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                let timedOut = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
                return Closed(text: String(decoding: received, as: UTF8.self), timedOut: timedOut)
            }
        }
    }

    /// Closes the connection.
    public func close() {
        LoopbackSocket.close(descriptor)
    }

    /// What a connection received before it closed.
    public struct Closed: Sendable {
        /// Every byte, as text.
        public var text: String
        /// Whether the server was still silent and open when the read gave up.
        public var timedOut: Bool

        /// The status codes of the answers in `text`, in order: each `HTTP/1.1 ` followed by three
        /// digits, wherever it starts (one answer's body runs straight into the next one's status
        /// line), so a test's bodies must not say it.
        public var statuses: [Int] {
            text.components(separatedBy: "HTTP/1.1 ").dropFirst().compactMap { Int($0.prefix(3)) }
        }
    }
}

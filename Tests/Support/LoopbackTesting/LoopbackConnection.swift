import Foundation

/// A connection to 127.0.0.1 a test drives step by step (a head a byte at a time, two requests in
/// one write, a wait for an answer). Its calls block, each for a bounded time, so a test runs them
/// through ``onThread(_:)``, never on the cooperative pool.
public final class LoopbackConnection: Sendable {
    /// How long one read may wait for the server.
    public static let timeoutSeconds = 10

    private let socket: LoopbackSocket

    /// Connects to 127.0.0.1:`port`; a read or write waits at most `timeoutSeconds`.
    public init(port: UInt16, timeoutSeconds: Int = timeoutSeconds) throws {
        socket = try LoopbackSocket(port: port)
        socket.setTimeouts(seconds: timeoutSeconds)
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
        socket.sendAll(Array(text.utf8))
    }

    /// Whether the server sent something or closed within `timeout`.
    public func hasSomethingToRead(within timeout: Duration) -> Bool {
        socket.hasSomethingToRead(within: timeout)
    }

    /// Everything the server sends until it closes the connection, or until what arrived is
    /// `complete` (or a read waits longer than the timeout, which ``Closed/timedOut`` then says).
    public func readUntilClosed(orUntil complete: ([UInt8]) -> Bool = { _ in false }) -> Closed {
        var received: [UInt8] = []
        var timedOut = false
        reading: while true {
            switch socket.receive() {
            case .bytes(let bytes):
                received += bytes
                if complete(received) { break reading }
            case .closed: break reading
            case .timedOut:
                timedOut = true
                break reading
            }
        }
        return Closed(text: String(decoding: received, as: UTF8.self), timedOut: timedOut)
    }

    /// Closes the connection.
    public func close() {
        socket.close()
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

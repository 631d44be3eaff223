/// Why ``LoopbackHTTPServer`` could not start, or why it gave up on one connection.
public enum LoopbackServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)
    /// The peer did not send or accept data within the server's bounded wait.
    case timedOut
    /// The server is stopping.
    case cancelled
    /// The peer closed the connection before a whole request arrived.
    case closedByPeer
    /// The bytes received are not an HTTP/1.1 request the server understands.
    case malformedRequest(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .systemCall(let call, let errno): "\(call) failed with errno \(errno)"
        case .timedOut: "the peer did not respond in time"
        case .cancelled: "the server is stopping"
        case .closedByPeer: "the peer closed the connection early"
        case .malformedRequest(let reason): "malformed request: \(reason)"
        }
    }
}

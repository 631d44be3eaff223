/// What answers the requests an ``HTTPServer`` has read whole and found framed one way only.
package protocol HTTPHandler: Sendable {
    /// Header fields every answer carries, the server's own refusals too.
    var headers: [String: String] { get }

    /// The answer to `head` and `body`, on the `connection`th connection accepted. It runs as a task
    /// on that connection's thread (``CallingThreadExecutor``), cancelled if it is shut down meanwhile.
    func answer(_ head: RequestHead, body: [UInt8], connection: Int) async -> HTTPAnswer
}

package enum HTTPAnswer: Sendable {
    /// A response the server frames and writes; the connection stays open for the next request
    /// unless the request, the server stopping or the response's `Connection: close` ends it.
    case response(HTTPResponse)
    /// Bytes the handler writes on the socket itself, after which the connection closes: for
    /// answers no framing describes (a test server's broken ones).
    case written(@Sendable (ConnectionSocket) -> Void)
}

public import Foundation

/// What ``LoopbackHTTPServer`` does with one request: a status, headers and body, and
/// optionally a delay or a broken delivery to exercise a client's failure handling.
public struct LoopbackResponse: Sendable, Hashable {
    /// How the response reaches the client.
    public enum Delivery: Sendable, Hashable {
        /// The whole response, then the connection is closed.
        case complete
        /// Headers announcing a `Content-Length` larger than the body that follows, then the close.
        case closeMidBody
        /// Nothing at all: the connection is closed as soon as the request has been read.
        case closeWithoutResponse
        /// The status line and headers, half the body, then a TCP reset instead of the rest.
        case resetMidBody
        /// Headers without `Content-Length`, then the body, ended by the close: its size is known only once read.
        case untilClose
        /// The body sent `times` times over, streamed so the server never holds more than one copy;
        /// announced in `Content-Length` only when `announced` (else delimited by the close).
        case repeated(times: Int, announced: Bool)
        /// The status line and headers, then the body one byte at a time, `interval` apart.
        case drip(interval: Duration)
        /// The body's bytes as the whole answer, without status line or headers: for answers that are not HTTP.
        case raw
    }

    /// The status code, such as 200.
    public var status: Int
    /// Header fields to send. `Content-Length`, `Connection` and `Date` are added by the server.
    public var headers: [String: String]
    /// The body to send.
    public var body: Data
    /// How long the server waits after reading the request before it answers.
    public var delay: Duration
    /// How the response is delivered.
    public var delivery: Delivery

    /// Creates a response.
    public init(
        status: Int = 200,
        headers: [String: String] = [:],
        body: Data = Data(),
        delay: Duration = .zero,
        delivery: Delivery = .complete
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.delivery = delivery
    }

    /// A response with a JSON body given as text.
    public static func json(_ text: String, status: Int = 200) -> LoopbackResponse {
        LoopbackResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    /// A response with a plain-text body.
    public static func text(_ text: String, status: Int = 200) -> LoopbackResponse {
        LoopbackResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(text.utf8))
    }

    /// No response: the connection closes right after the request was read.
    public static var closeWithoutResponse: LoopbackResponse {
        LoopbackResponse(delivery: .closeWithoutResponse)
    }

    /// No answer at all until the server stops: the connection stays open, silent.
    public static var neverAnswers: LoopbackResponse {
        LoopbackResponse(delay: .seconds(3_600))
    }

    /// The same response, sent only after `delay`.
    public func delayed(by delay: Duration) -> LoopbackResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// The same response, delivered as `delivery`.
    public func delivered(_ delivery: Delivery) -> LoopbackResponse {
        var copy = self
        copy.delivery = delivery
        return copy
    }
}

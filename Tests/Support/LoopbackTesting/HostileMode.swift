import Foundation

/// One way a server answers badly, for fault-injection tests (``response(to:)`` plays it, whatever
/// was asked). Every API must turn each into one clear error, in bounded time and memory.
public enum HostileMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// 200 with a `Content-Length` the body never reaches: the connection closes mid-body.
    case truncatedBody
    /// 200 with JSON in which every field the APIs read has the wrong type.
    case wrongTypes
    /// 200 with an HTML page, as a captive portal or a misrouted proxy sends.
    case htmlWith200
    /// 302 to the very URL asked for, forever.
    case redirectLoop
    /// 204 No Content where a body was expected.
    case noContent
    /// 500 Internal Server Error.
    case serverError
    /// 429 Too Many Requests with `Retry-After: 1`.
    case tooManyRequests
    /// The head at once, then the body one byte every 200 ms: slower than any request timeout.
    case slowDrip
    /// The head and half the body, then a TCP reset.
    case resetMidBody
    /// 200 with `Content-Encoding: gzip` over bytes that do not inflate.
    case gzipGarbage
    /// 200 with a gzip body of about 7 MB that inflates to 1 GiB, without `Content-Length`.
    case decompressionBomb
    /// 200 with a 64 MB body whose `Content-Length` says so.
    case hugeAnnouncedBody
    /// 200 with a 64 MB body delimited by the close, so its size is known only once read.
    case hugeUnannouncedBody
    /// The connection is accepted and the request read, and then nothing, ever.
    case neverAnswers
    /// An answer without an HTTP status line.
    case notHTTP

    /// The modes whose body could cost a client unbounded memory.
    public static let hostileBodies: [HostileMode] = [decompressionBomb, hugeAnnouncedBody, hugeUnannouncedBody]

    /// The mode's name, as a parameterized test shows it.
    public var description: String { rawValue }

    /// The response that plays this mode for `request`.
    public func response(to request: LoopbackRequest) -> LoopbackResponse {
        switch self {
        case .truncatedBody:
            return LoopbackResponse.json(#"{"count": 1, "results": [{"name": "cut"#).delivered(.closeMidBody)
        case .wrongTypes:
            return .json(
                #"{"count": "many", "next": 7, "results": {}, "id": "none", "name": 1, "docs": "none", "#
                    + #""totalDocs": "none", "data": "none", "ResultsLite": [], "Item": 1}"#)
        case .htmlWith200:
            return LoopbackResponse(
                status: 200, headers: ["Content-Type": "text/html"],
                body: Data("<!doctype html><html><body>Please sign in to the Wi-Fi</body></html>".utf8))
        case .redirectLoop:
            return LoopbackResponse(status: 302, headers: ["Location": request.pathAndQuery])
        case .noContent:
            return LoopbackResponse(status: 204)
        case .serverError:
            return .text("Internal Server Error", status: 500)
        case .tooManyRequests:
            return LoopbackResponse(status: 429, headers: ["Retry-After": "1"], body: Data("slow down".utf8))
        case .slowDrip:
            return LoopbackResponse.json(String(repeating: " ", count: 4_096) + "{}").delivered(
                .drip(interval: .milliseconds(200)))
        case .resetMidBody:
            return LoopbackResponse.json(#"{"count": 1, "results": []}"# + String(repeating: " ", count: 65_536))
                .delivered(.resetMidBody)
        case .gzipGarbage:
            return LoopbackResponse(
                status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
                body: HostileBody.gzipGarbage)
        case .decompressionBomb:
            return LoopbackResponse(
                status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
                body: Self.bomb, delivery: .untilClose)
        case .hugeAnnouncedBody:
            return LoopbackResponse(
                status: 200, headers: ["Content-Type": "application/json"], body: Self.megabyte,
                delivery: .repeated(times: 64, announced: true))
        case .hugeUnannouncedBody:
            return LoopbackResponse(
                status: 200, headers: ["Content-Type": "application/json"], body: Self.megabyte,
                delivery: .repeated(times: 64, announced: false))
        case .neverAnswers:
            return .neverAnswers
        case .notHTTP:
            return LoopbackResponse(body: Data("SSH-2.0-OpenSSH_9.6\r\nProtocol mismatch.\r\n".utf8), delivery: .raw)
        }
    }

    /// Made once per test process: a few milliseconds, about 7 MB.
    private static let bomb = HostileBody.gzipBomb(inflatedBytes: 1 << 30)
    private static let megabyte = Data(repeating: UInt8(ascii: " "), count: 1_000_000)
}

public import Foundation
public import Networking
import Synchronization

/// An `HTTPClient` that answers with a handler and records every request it was sent.
public final class RecordingHTTPClient: HTTPClient {
    /// Produces the response (or error) for one request.
    public typealias Handler = @Sendable (HTTPRequest) async throws(NetworkingError) -> HTTPResponse

    private let handler: Handler
    private let recorded = Mutex<[HTTPRequest]>([])

    /// Creates a client that answers every request with `handler`.
    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// Creates a client that answers a request whose URL path and query match a key of
    /// `routes` (the part of the URL after the host, such as `/api/v2/pokemon/25/`), and 404 otherwise.
    public convenience init(routes: [String: HTTPResponse]) {
        self.init { request in
            routes[request.url.pathAndQuery] ?? HTTPResponse(statusCode: 404, body: Data("Not Found".utf8))
        }
    }

    /// The requests sent so far, oldest first.
    public var requests: [HTTPRequest] {
        recorded.withLock { $0 }
    }

    /// Records `request`, then answers with the handler's response or error.
    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        recorded.withLock { $0.append(request) }
        return try await handler(request)
    }
}

extension HTTPResponse {
    /// A response with a JSON body given as text.
    public static func json(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    /// A response with a JSON body given as bytes.
    public static func json(_ data: Data, status: Int = 200) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: ["Content-Type": "application/json"], body: data)
    }
}

extension URL {
    /// The path with the query, as a server sees it: `/api/v2/pokemon?offset=20&limit=20`.
    public var pathAndQuery: String {
        let components = URLComponents(url: self, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? path
        guard let query = components?.percentEncodedQuery else { return path }
        return "\(path)?\(query)"
    }
}

public import Foundation

/// Why an HTTP exchange did not produce the value the caller wanted.
public enum NetworkingError: Error, Sendable, Hashable {
    /// The server could not be reached: no route, refused, reset, or closed mid-response.
    case noConnection(url: URL, reason: String)
    /// No complete response arrived within the allowed time.
    case timedOut(url: URL)
    /// The task that waited for the response was cancelled.
    case cancelled
    /// The server answered with a status code outside 2xx.
    case httpStatus(Int, url: URL, body: Data)
    /// The body arrived but is not what the endpoint promises.
    case undecodableBody(endpoint: String, reason: String)
    /// A GraphQL server answered with an `errors` array.
    case graphQL(endpoint: String, messages: [String])
    /// The body is longer than `limit` bytes, as announced or as it arrived (counted after any
    /// decompression): the client stopped reading there rather than hold it in memory.
    case bodyTooLarge(url: URL, limit: Int)
    /// The server answered, but not with HTTP a client can use: a malformed status line or
    /// headers, a body that cannot be decompressed, or one redirect after another.
    case invalidResponse(url: URL, reason: String)
    /// The server answered with a redirect to `location` that the client did not follow, for
    /// `reason`: a scheme other than http and https, or another origin for a request that
    /// carries what was given for `url`'s origin alone (credentials, a body).
    case redirectRefused(url: URL, location: String, reason: String)

    /// The HTTP status code, when the server answered with one outside 2xx.
    public var statusCode: Int? {
        if case .httpStatus(let code, _, _) = self { code } else { nil }
    }

    /// Whether the error means "the server has no such resource".
    public var isNotFound: Bool {
        statusCode == 404
    }

    /// Whether the error means the data could not be fetched at all, so a saved copy may stand in.
    public var isConnectivityFailure: Bool {
        switch self {
        case .noConnection, .timedOut: true
        case .httpStatus(let code, _, _): code >= 500
        case .cancelled, .undecodableBody, .graphQL, .bodyTooLarge, .invalidResponse, .redirectRefused: false
        }
    }
}

extension NetworkingError: CustomStringConvertible {
    /// One line that tells a user what went wrong and where.
    public var description: String {
        switch self {
        case .noConnection(let url, let reason):
            "cannot reach \(url.absoluteString): \(reason)"
        case .timedOut(let url):
            "\(url.absoluteString) did not answer in time"
        case .cancelled:
            "the request was cancelled"
        case .httpStatus(let code, let url, _):
            "\(url.absoluteString) answered HTTP \(code)"
        case .undecodableBody(let endpoint, let reason):
            "unexpected response from \(endpoint): \(reason)"
        case .graphQL(let endpoint, let messages):
            "\(endpoint) answered with GraphQL errors: \(messages.joined(separator: "; "))"
        case .bodyTooLarge(let url, let limit):
            "\(url.absoluteString) answered more than \(Self.describe(bytes: limit)); Mosaic stops reading there"
        case .invalidResponse(let url, let reason):
            "\(url.absoluteString) answered with something that is not usable HTTP: \(reason)"
        case .redirectRefused(let url, let location, let reason):
            "\(url.absoluteString) redirected to \(location), which Mosaic does not follow: \(reason)"
        }
    }

    /// `8 MB`, `512 kB` or `1234 bytes`: limits are round numbers, so they read best in units.
    private static func describe(bytes: Int) -> String {
        if bytes >= 1_000_000, bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
        if bytes >= 1_000, bytes % 1_000 == 0 { return "\(bytes / 1_000) kB" }
        return "\(bytes) bytes"
    }
}

extension NetworkingError: LocalizedError {
    /// The same text as ``description``, for code that reads `localizedDescription`.
    public var errorDescription: String? { description }
}

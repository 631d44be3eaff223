public import Foundation

/// A transport-independent description of one HTTP exchange to perform.
public struct HTTPRequest: Sendable, Hashable {
    /// The method to send.
    public var method: HTTPMethod
    /// The absolute URL to send it to.
    public var url: URL
    /// Header fields, by name. Names are matched case-insensitively by adapters.
    public var headers: [String: String]
    /// The body to send, if any.
    public var body: Data?

    /// Creates a request.
    public init(
        method: HTTPMethod = .get,
        url: URL,
        headers: [String: String] = [:],
        body: Data? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// A short, human-readable name for the endpoint, such as `GET https://api.example.com/v2/items/25/`.
    /// Error messages use it so that a user can tell which call failed.
    public var endpointDescription: String {
        "\(method.rawValue) \(url.absoluteString)"
    }
}

public import Foundation

/// One HTTP request as ``LoopbackHTTPServer`` received it.
public struct LoopbackRequest: Sendable, Hashable {
    /// The method as sent, such as `GET` or `POST`.
    public var method: String
    /// The request target with its query, such as `/api/v2/pokemon?offset=0&limit=20`.
    public var pathAndQuery: String
    /// Header fields, by name as the client sent them; repeated fields are joined with `, `.
    public var headers: [String: String]
    /// The body bytes (empty when the request had none).
    public var body: Data
    /// Which connection it came on: the server numbers them from 1 as it accepts them.
    public var connection = 0

    /// Creates a request.
    public init(method: String, pathAndQuery: String, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.pathAndQuery = pathAndQuery
        self.headers = headers
        self.body = body
    }

    /// The path without the query, such as `/api/v2/pokemon`.
    public var path: String {
        String(pathAndQuery.prefix { $0 != "?" })
    }

    /// The query items, percent-decoded, by name; the last one wins when a name repeats.
    public var queryItems: [String: String] {
        let items = URLComponents(string: pathAndQuery)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }) { _, last in last }
    }

    /// The value of a header, matched case-insensitively as HTTP requires.
    public func value(forHeader name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

public import Foundation

/// What came back from an HTTP exchange, whatever its status code.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, such as 200 or 404.
    public var statusCode: Int
    /// Header fields, by name as the server sent them.
    public var headers: [String: String]
    /// The raw body bytes.
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// Whether the status code is in the 2xx range.
    public var isSuccess: Bool {
        (200..<300).contains(statusCode)
    }

    /// The value of a header, matched case-insensitively as HTTP requires.
    public func value(forHeader name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

public import Foundation

/// Performs HTTP exchanges: every network access in Mosaic goes through this port. Every status is a response
/// (making a non-2xx an error is the caller's choice, ``HTTPClient/data(for:)``); implementations throw, as
/// ``NetworkingError``, only when no response could be had.
public protocol HTTPClient: Sendable {
    /// The server's response; ``NetworkingError/noConnection(url:reason:)``, ``NetworkingError/timedOut(url:)``
    /// or ``NetworkingError/cancelled`` when none arrived.
    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse
}

extension HTTPClient {
    /// The body of a 2xx response; ``NetworkingError/httpStatus(_:url:body:)`` for any other status, and
    /// whatever ``send(_:)`` throws.
    public func data(for request: HTTPRequest) async throws(NetworkingError) -> Data {
        let response = try await send(request)
        guard response.isSuccess else {
            throw .httpStatus(response.statusCode, url: request.url, body: response.body)
        }
        return response.body
    }
}

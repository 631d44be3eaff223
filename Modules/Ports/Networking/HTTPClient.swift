public import Foundation

/// Performs HTTP exchanges. Every network access in Mosaic goes through this port.
///
/// Implementations return a response for every status code; turning a non-2xx status into an
/// error is the caller's choice (see ``HTTPClient/data(for:)``). They throw only when no
/// response could be had, and always as a ``NetworkingError``.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the server's response.
    ///
    /// - Throws: ``NetworkingError/noConnection(url:reason:)``, ``NetworkingError/timedOut(url:)``
    ///   or ``NetworkingError/cancelled`` when no response arrived.
    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse
}

extension HTTPClient {
    /// Sends `request` and returns the body of a 2xx response.
    ///
    /// - Throws: ``NetworkingError/httpStatus(_:url:body:)`` for any other status, and whatever
    ///   ``send(_:)`` throws.
    public func data(for request: HTTPRequest) async throws(NetworkingError) -> Data {
        let response = try await send(request)
        guard response.isSuccess else {
            throw .httpStatus(response.statusCode, url: request.url, body: response.body)
        }
        return response.body
    }
}

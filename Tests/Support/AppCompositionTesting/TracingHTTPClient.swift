import Foundation
package import Networking

/// An `HTTPClient` that records each exchange as `caller ->> server: GET /path` and the reply
/// (status, or the error), then passes it to the client it wraps.
package struct TracingHTTPClient: HTTPClient {
    private let wrapped: any HTTPClient
    private let trace: CallTrace
    private let caller: @Sendable (HTTPRequest) -> String
    private let server: String

    /// - Parameter caller: who sends a request, for clients several types share.
    package init(
        _ wrapped: any HTTPClient, trace: CallTrace, caller: @escaping @Sendable (HTTPRequest) -> String, server: String
    ) {
        self.wrapped = wrapped
        self.trace = trace
        self.caller = caller
        self.server = server
    }

    package init(_ wrapped: any HTTPClient, trace: CallTrace, caller: String, server: String) {
        self.init(wrapped, trace: trace, caller: { _ in caller }, server: server)
    }

    package func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let caller = caller(request)
        var path = request.url.path
        if let query = request.url.query { path += "?" + query }
        trace.call(caller, server, "\(request.method.rawValue) \(path)")
        do {
            let response = try await wrapped.send(request)
            if response.statusCode < 400 {
                trace.reply(server, caller, "\(response.statusCode)")
            } else {
                trace.failure(server, caller, "\(response.statusCode)")
            }
            return response
        } catch {
            trace.failure(server, caller, "\(error)")
            throw error
        }
    }
}

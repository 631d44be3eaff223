import Foundation
import Networking

/// Wraps a client and writes one line per exchange, so `--verbose` needs no change to any adapter.
struct LoggingHTTPClient: HTTPClient {
    let wrapped: any HTTPClient
    let label: String
    let log: @Sendable (String) -> Void

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let started = ContinuousClock.now
        do {
            let response = try await wrapped.send(request)
            log(
                "http: \(request.endpointDescription) -> \(response.statusCode), \(response.body.count) bytes, \(elapsed(since: started)) [\(label)]"
            )
            return response
        } catch {
            log("http: \(request.endpointDescription) -> failed: \(error), \(elapsed(since: started)) [\(label)]")
            throw error
        }
    }

    private func elapsed(since start: ContinuousClock.Instant) -> String {
        let duration = ContinuousClock.now - start
        let milliseconds = duration.wholeMilliseconds
        return "\(milliseconds) ms"
    }
}

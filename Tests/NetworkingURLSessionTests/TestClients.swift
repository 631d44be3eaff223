import Foundation
import Networking
import NetworkingURLSession

/// Clients with small timeouts and delays, so that failure paths are exercised in milliseconds.
enum TestClients {
    static let quickRetries = RetryPolicy(
        maxAttempts: 3,
        baseDelay: .milliseconds(20),
        maxDelay: .milliseconds(500),
        jitter: RetryPolicy.noJitter
    )

    static func client(
        timeout: Duration = .seconds(10),
        retryPolicy: RetryPolicy = quickRetries
    ) -> URLSessionHTTPClient {
        URLSessionHTTPClient(configuration: .init(requestTimeout: timeout, retryPolicy: retryPolicy))
    }
}

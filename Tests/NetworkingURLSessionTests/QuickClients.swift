import Foundation
import Networking
import NetworkingURLSession

/// Clients with small retry delays, so that failure paths are exercised in milliseconds. The
/// default timeout is generous: a test that is not about timeouts must not fail because a
/// starved machine answered slowly; tests about timeouts pass their own.
enum QuickClients {
    static let quickRetries = RetryPolicy(
        maxAttempts: 3,
        baseDelay: .milliseconds(20),
        maxDelay: .milliseconds(500),
        jitter: RetryPolicy.noJitter
    )

    static func client(
        timeout: Duration = .seconds(60),
        retryPolicy: RetryPolicy = quickRetries
    ) -> URLSessionHTTPClient {
        URLSessionHTTPClient(configuration: .init(requestTimeout: timeout, retryPolicy: retryPolicy))
    }
}

import Foundation
import Networking
import NetworkingURLSession

/// Small retry delays exercise failure paths in milliseconds. The generous default timeout keeps a starved
/// machine from failing tests not about timeouts; those pass their own.
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

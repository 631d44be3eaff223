public import Networking

/// When and how long ``URLSessionHTTPClient`` waits before resending an idempotent request, only after a failure
/// another attempt may cure: no connection or a broken one (``Networking/NetworkingError/noConnection(url:reason:)``),
/// 429 or 5xx. A timed-out attempt is not retried: it used all the time the caller would wait.
public struct RetryPolicy: Sendable {
    /// The delay slept for a backoff, so clients failing together do not retry together; from zero to its argument.
    public typealias Jitter = @Sendable (Duration) -> Duration

    /// How many times a request is sent at most, the first attempt included. 1 disables retries.
    public var maxAttempts: Int
    /// The backoff before the first retry; each further retry doubles it.
    public var baseDelay: Duration
    /// The longest wait before any retry, including one a server asked for with `Retry-After`.
    public var maxDelay: Duration
    /// Spreads the exponential backoff; a `Retry-After` delay is used as the server gave it.
    public var jitter: Jitter

    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(250),
        maxDelay: Duration = .seconds(5),
        jitter: @escaping Jitter = RetryPolicy.equalJitter
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = jitter
    }

    public static let never = RetryPolicy(maxAttempts: 1)

    /// Uses the backoff unchanged; makes delays predictable in tests.
    public static let noJitter: Jitter = { $0 }

    /// A uniformly random delay between half of `backoff` and all of it.
    public static let equalJitter: Jitter = { backoff in
        backoff / 2 + backoff / 2 * Double.random(in: 0...1)
    }

    public func attempts(for method: HTTPMethod) -> Int {
        method.isIdempotent ? max(1, maxAttempts) : 1
    }

    /// Before retry `retry` (from 1), or the server's `Retry-After`; never more than ``maxDelay``.
    public func delay(beforeRetry retry: Int, retryAfter: Duration? = nil) -> Duration {
        if let retryAfter {
            return min(max(retryAfter, .zero), maxDelay)
        }
        let doublings = min(max(retry - 1, 0), 30)
        let backoff = min(baseDelay * (1 << doublings), maxDelay)
        return min(max(jitter(backoff), .zero), maxDelay)
    }

    public static func isRetryable(statusCode: Int) -> Bool {
        statusCode == 429 || (500...599).contains(statusCode)
    }
}

import Networking
import NetworkingURLSession
import Testing

@Suite struct RetryPolicyTests {
    private let policy = RetryPolicy(
        maxAttempts: 5,
        baseDelay: .milliseconds(100),
        maxDelay: .milliseconds(350),
        jitter: RetryPolicy.noJitter
    )

    @Test func backoffDoublesFromTheBaseDelayUpToTheMaximum() {
        #expect(policy.delay(beforeRetry: 1) == .milliseconds(100))
        #expect(policy.delay(beforeRetry: 2) == .milliseconds(200))
        #expect(policy.delay(beforeRetry: 3) == .milliseconds(350))
        #expect(policy.delay(beforeRetry: 60) == .milliseconds(350))
    }

    @Test func retryAfterReplacesTheBackoffButNeverExceedsTheMaximum() {
        #expect(policy.delay(beforeRetry: 1, retryAfter: .milliseconds(300)) == .milliseconds(300))
        #expect(policy.delay(beforeRetry: 1, retryAfter: .seconds(60)) == .milliseconds(350))
    }

    @Test func defaultJitterStaysBetweenHalfAndAllOfTheBackoff() {
        let jittered = RetryPolicy(baseDelay: .milliseconds(100), maxDelay: .seconds(1))
        for _ in 0..<200 {
            let delay = jittered.delay(beforeRetry: 2)
            #expect(delay >= .milliseconds(100) && delay <= .milliseconds(200))
        }
    }

    @Test func onlyIdempotentMethodsGetMoreThanOneAttempt() {
        #expect(policy.attempts(for: .get) == 5)
        #expect(policy.attempts(for: .put) == 5)
        #expect(policy.attempts(for: .delete) == 5)
        #expect(policy.attempts(for: .post) == 1)
        #expect(RetryPolicy(maxAttempts: 0).attempts(for: .get) == 1)
    }

    @Test(
        arguments: [429, 500, 502, 503, 504, 599].map { ($0, true) }
            + [200, 204, 301, 400, 401, 404, 422].map { ($0, false) })
    func onlyOverloadAndServerErrorsAreRetryable(status: Int, retryable: Bool) {
        #expect(RetryPolicy.isRetryable(statusCode: status) == retryable)
    }

    @Test func defaultsMatchTheDocumentedValues() {
        let defaults = URLSessionHTTPClient.Configuration()
        #expect(defaults.requestTimeout == .seconds(15))
        #expect(defaults.retryPolicy.maxAttempts == 3)
        #expect(defaults.retryPolicy.baseDelay == .milliseconds(250))
        #expect(defaults.retryPolicy.maxDelay == .seconds(5))
    }
}

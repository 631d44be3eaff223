extension URLSessionHTTPClient {
    /// How a ``URLSessionHTTPClient`` sends requests.
    public struct Configuration: Sendable {
        /// The longest one attempt may take, from sending the request to the last byte of the body.
        public var requestTimeout: Duration
        /// When failed idempotent requests are sent again.
        public var retryPolicy: RetryPolicy

        /// Creates a configuration.
        public init(requestTimeout: Duration = .seconds(15), retryPolicy: RetryPolicy = RetryPolicy()) {
            self.requestTimeout = requestTimeout
            self.retryPolicy = retryPolicy
        }
    }
}

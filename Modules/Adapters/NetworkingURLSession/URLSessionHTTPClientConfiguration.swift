extension URLSessionHTTPClient {
    /// How a ``URLSessionHTTPClient`` sends requests.
    public struct Configuration: Sendable {
        /// The longest one attempt may take, from sending the request to the last byte of the body.
        public var requestTimeout: Duration
        /// When failed idempotent requests are sent again.
        public var retryPolicy: RetryPolicy
        /// How many connections the client opens to one host at once, and so how many requests
        /// to it are in flight; more wait for a free connection. URLSession's own default is 6.
        public var maximumConnectionsPerHost: Int

        /// Creates a configuration; a connection limit below 1 is taken as 1.
        public init(
            requestTimeout: Duration = .seconds(15), retryPolicy: RetryPolicy = RetryPolicy(),
            maximumConnectionsPerHost: Int = 8
        ) {
            self.requestTimeout = requestTimeout
            self.retryPolicy = retryPolicy
            self.maximumConnectionsPerHost = max(1, maximumConnectionsPerHost)
        }
    }
}

extension URLSessionHTTPClient {
    /// How a ``URLSessionHTTPClient`` sends requests.
    public struct Configuration: Sendable {
        /// The longest one attempt may take, from sending the request to the last byte of the body.
        public var requestTimeout: Duration
        public var retryPolicy: RetryPolicy
        /// Connections to one host at once, so requests to it in flight; more wait. URLSession's default is 6.
        public var maximumConnectionsPerHost: Int
        /// The most bytes of one body the client holds: a larger `Content-Length` is refused before the body is
        /// read, and a body growing past it (counted decompressed) is cut off, both failing with
        /// ``Networking/NetworkingError/bodyTooLarge(url:limit:)``.
        public var maximumBodyBytes: Int
        /// Redirects one request may follow; one more fails as ``Networking/NetworkingError/invalidResponse(url:reason:)``.
        public var maximumRedirects: Int

        /// 4 MB: ample for JSON answers well under 1 MB (a PokeAPI detail, the largest, is 0.5 MB), yet small.
        public static let apiBodyLimit = 4_000_000

        /// Creates a configuration; a connection limit or body limit below 1 is taken as 1.
        public init(
            requestTimeout: Duration = .seconds(15), retryPolicy: RetryPolicy = RetryPolicy(),
            maximumConnectionsPerHost: Int = 8, maximumBodyBytes: Int = Configuration.apiBodyLimit,
            maximumRedirects: Int = 5
        ) {
            self.requestTimeout = requestTimeout
            self.retryPolicy = retryPolicy
            self.maximumConnectionsPerHost = max(1, maximumConnectionsPerHost)
            self.maximumBodyBytes = max(1, maximumBodyBytes)
            self.maximumRedirects = max(0, maximumRedirects)
        }
    }
}

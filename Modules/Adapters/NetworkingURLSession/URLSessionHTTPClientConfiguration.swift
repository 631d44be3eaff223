extension URLSessionHTTPClient {
    /// How a ``URLSessionHTTPClient`` sends requests.
    public struct Configuration: Sendable {
        /// The longest one attempt may take, from sending the request to the last byte of the body.
        public var requestTimeout: Duration
        public var retryPolicy: RetryPolicy
        /// How many connections the client opens to one host at once, and so how many requests
        /// to it are in flight; more wait for a free connection. URLSession's own default is 6.
        public var maximumConnectionsPerHost: Int
        /// The most bytes of one response body the client holds: a larger `Content-Length` is
        /// refused before the body is read, and a body that grows past it (counted after
        /// decompression, as the client receives it) is cut off there. Either way the request
        /// fails with ``Networking/NetworkingError/bodyTooLarge(url:limit:)``.
        public var maximumBodyBytes: Int
        /// How many redirects one request may follow; one more fails as
        /// ``Networking/NetworkingError/invalidResponse(url:reason:)``, so a redirect loop ends at once.
        public var maximumRedirects: Int

        /// 4 MB: the API answers Mosaic reads are JSON well under 1 MB (a PokeAPI detail with
        /// every move is the largest, about 0.5 MB), so this leaves ample room while keeping
        /// what one answer can cost in memory small.
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

package import Networking

/// A web page's HTTP client: `client`, noting on the request being answered when a service could
/// not be reached, failed or did not answer in time, so that a page showing the failure answers
/// `502` or `504` (`WebResponse.failure(_:otherwise:)`).
package struct WebRequestHTTPClient: HTTPClient {
    private let client: any HTTPClient

    /// `client`, reporting its failures to the request being answered.
    package init(_ client: any HTTPClient) {
        self.client = client
    }

    package func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch {
            switch error {
            case .timedOut: WebRequestContext.current?.noteUpstreamFailure(timedOut: true)
            case .noConnection: WebRequestContext.current?.noteUpstreamFailure(timedOut: false)
            default: break
            }
            throw error
        }
        if response.statusCode >= 500 { WebRequestContext.current?.noteUpstreamFailure(timedOut: false) }
        return response
    }
}

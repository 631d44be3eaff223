package import Networking

/// The HTTP client of one web request's view models: `client`, noting on the request's context a
/// service unreachable, failing or too slow, so a page showing it answers `502` or `504`
/// (``WebResponse/failure(_:for:otherwise:)``).
package struct WebRequestHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let context: WebRequestContext

    package init(_ client: any HTTPClient, for context: WebRequestContext) {
        self.client = client
        self.context = context
    }

    package func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch {
            switch error {
            case .timedOut: context.noteUpstreamFailure(timedOut: true)
            case .noConnection: context.noteUpstreamFailure(timedOut: false)
            default: break
            }
            throw error
        }
        if response.statusCode >= 500 { context.noteUpstreamFailure(timedOut: false) }
        return response
    }
}

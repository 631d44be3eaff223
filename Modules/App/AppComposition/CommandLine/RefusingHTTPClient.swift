import Networking

/// A client that sends nothing: every request fails at once. The usage check runs a command
/// against it, so checking a command line never reaches a server.
struct RefusingHTTPClient: HTTPClient {
    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        throw .noConnection(url: request.url, reason: "nothing is sent while the command line is checked")
    }
}

// Placeholder until the adapter is written; delete when adding real sources.
public import Foundation
public import Networking

public struct URLSessionHTTPClient: HTTPClient {
    public init() {}
    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        throw .noConnection(url: request.url, reason: "URLSession adapter not written yet")
    }
}

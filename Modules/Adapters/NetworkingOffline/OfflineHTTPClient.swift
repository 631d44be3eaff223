public import Foundation
public import Networking

/// An `HTTPClient` that answers one API from data bundled in the package, with that API's own
/// semantics: its paging, filters and 404s. It never touches the network.
///
/// Requests outside `baseURL` fail with `NetworkingError.noConnection`, as a real client would
/// fail to reach a host that is not there.
public struct OfflineHTTPClient: HTTPClient {
    /// The API this client emulates.
    public let api: BundledAPI
    /// The base URL the API is served under, such as `https://pokeapi.co/api/v2`.
    public let baseURL: URL
    /// An artificial delay before each answer, to make loading states visible.
    public let latency: Duration

    private let emulator: any APIEmulator

    /// Creates a client that serves `api`'s bundled data under `baseURL`.
    public init(api: BundledAPI, baseURL: URL, latency: Duration = .zero) {
        self.api = api
        self.baseURL = baseURL
        self.latency = latency
        self.emulator = api.emulator
    }

    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        if latency > .zero {
            do {
                try await Task.sleep(for: latency)
            } catch {
                throw .cancelled
            }
        }
        guard !Task.isCancelled else { throw .cancelled }
        guard let emulated = EmulatedRequest(request, baseURL: baseURL) else {
            throw .noConnection(
                url: request.url,
                reason: "the offline \(api.rawValue) emulator only serves \(baseURL.absoluteString)"
            )
        }
        return emulator.respond(to: emulated)
    }
}

public import Foundation
public import Networking

/// An `HTTPClient` answering from bundled data, never the network: each request goes to the emulator registered
/// for its base URL, which answers with its API's semantics (paging, filters, 404s). A request under no
/// registered base URL fails with `NetworkingError.noConnection`, as for an absent host; so does one whose
/// emulator cannot read its bundled data, with the reason.
public struct OfflineHTTPClient: HTTPClient {
    public let routes: [OfflineRoute]
    /// An artificial delay before each answer, to make loading states visible.
    public let latency: Duration

    public init(routes: [OfflineRoute], latency: Duration = .zero) {
        self.routes = routes
        self.latency = latency
    }

    public init(serving emulator: any APIEmulator, named name: String, at baseURL: URL, latency: Duration = .zero) {
        self.init(routes: [OfflineRoute(name: name, baseURL: baseURL, emulator: emulator)], latency: latency)
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
        // The most specific base URL wins, so one API may be served beneath another's path.
        let matches = routes.compactMap { route in
            EmulatedRequest(request, baseURL: route.baseURL).map { (route, $0) }
        }
        guard let (route, emulated) = matches.max(by: { $0.1.baseDepth < $1.1.baseDepth }) else {
            throw .noConnection(url: request.url, reason: unreachableReason)
        }
        do {
            return try route.emulator.respond(to: emulated)
        } catch {
            // No request was sent: this process could not read the emulator's data. A failed exchange with its
            // cause, never a status the API would have sent.
            throw .noConnection(
                url: request.url,
                reason: "no request was sent: the offline \(route.name) emulator could not read its data (\(error))")
        }
    }

    private var unreachableReason: String {
        switch routes.count {
        case 0: "no offline emulator is registered"
        case 1: "the offline \(routes[0].name) emulator only serves \(routes[0].baseURL.absoluteString)"
        default:
            "no offline emulator serves it (they serve "
                + routes.map(\.baseURL.absoluteString).joined(separator: ", ") + ")"
        }
    }
}

package import Foundation
package import LoopbackTesting
import Networking
package import NetworkingOffline
import Synchronization

/// An HTTP server on 127.0.0.1 answering one API from its emulator's bundled data, to drive the composition
/// root through `--base-url` and the URLSession adapter. `failing` answers some requests itself, as a
/// struggling server would; `latency` delays every answer, as a distant server would; `keepAlive` keeps
/// connections open, as a real API does; `rewriting` changes each body, given the server's root URL.
package enum BundledDataServer {
    /// Serves `emulator` under `basePath` for as long as `operation` runs. Both run on the
    /// caller's actor (the main actor for most tests, none for those that must not hold it).
    package nonisolated(nonsending) static func run<Result>(
        _ emulator: any APIEmulator,
        basePath: String,
        latency: Duration = .zero,
        keepAlive: Bool = false,
        failing: @escaping @Sendable (LoopbackRequest) -> LoopbackResponse? = { _ in nil },
        rewriting: @escaping @Sendable (_ body: Data, _ serverRoot: URL) -> Data = { body, _ in body },
        operation: nonisolated(nonsending) (_ server: LoopbackHTTPServer, _ apiBaseURL: URL) async throws -> Result
    ) async throws -> Result {
        // The port is only known once the server runs, so the handler reads it from here.
        let root = Mutex<URL?>(nil)
        let server = try await LoopbackHTTPServer.start(keepAlive: keepAlive) { request in
            if let failure = failing(request) { return failure }
            guard let server = root.withLock({ $0 }),
                let url = URL(string: request.pathAndQuery, relativeTo: server)?.absoluteURL
            else { return .text("server not ready", status: 503) }
            let client = OfflineHTTPClient(
                serving: emulator, named: "loopback", at: server.appendingPathComponent(basePath))
            let forwarded = HTTPRequest(
                method: HTTPMethod(rawValue: request.method) ?? .get,
                url: url,
                headers: request.headers,
                body: request.body.isEmpty ? nil : request.body
            )
            do {
                let response = try await client.send(forwarded)
                return LoopbackResponse(
                    status: response.statusCode, headers: response.headers, body: rewriting(response.body, server),
                    delay: latency)
            } catch {
                return .text("\(error)", status: 502)
            }
        }
        root.withLock { $0 = server.baseURL }
        do {
            let result = try await operation(server, server.baseURL.appendingPathComponent(basePath))
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}

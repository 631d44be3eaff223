import HTTPServerKit
import LoopbackTesting
import WebAppKit

/// A server for one test, on a free port with `routes`, handed to `body` and stopped after, even when it throws.
@MainActor
func withServer(
    _ routes: [WebRoute], _ configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    _ body: (WebServer) async throws -> Void
) async throws {
    let server = WebServer(routes: routes, configuration: configuration)
    try server.start()
    do {
        try await body(server)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}

/// Sends `bytes` on a new connection and reads everything until the server closes it.
func exchange(_ bytes: String, port: UInt16) async throws -> LoopbackConnection.Closed {
    try await LoopbackConnection.onThread {
        let connection = try LoopbackConnection(port: port)
        defer { connection.close() }
        connection.send(bytes)
        return connection.readUntilClosed()
    }
}

public import Foundation
import HTTPServerKit

/// A real HTTP/1.1 server on 127.0.0.1, on a port the system picks, to exercise an HTTP client end
/// to end: status codes, headers, bodies, delays and broken connections.
///
/// A connection carries one request (`Connection: close`) unless the server is started with
/// `keepAlive`: then one answered in full stays open for the next request, as a real API's does
/// (libcurl reuses it). It is the app's own server (HTTPServerKit), reading requests the app's one
/// way, on threads of its own, never the cooperative pool: on two cores that pool has two threads,
/// and a suite keeping them busy must not delay the server other tests wait on. Every wait is
/// bounded, and ``stop()`` ends whatever is in flight (a response's delay too) at once.
///
/// ```swift
/// let server = try await LoopbackHTTPServer.start { request in
///     request.path == "/ok" ? .json(#"{"ok": true}"#) : .text("Not Found", status: 404)
/// }
/// defer { Task { await server.stop() } }  // or `await server.stop()` at the end of the test
/// let url = server.baseURL.appending(path: "ok")
/// ```
public final class LoopbackHTTPServer: Sendable {
    /// Produces one request's response on the connection's thread, with all it awaits, so a busy pool cannot delay it.
    public typealias Handler = @Sendable (LoopbackRequest) async -> LoopbackResponse

    /// The port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:PORT`, without a trailing slash.
    public let baseURL: URL

    private let server: HTTPServer
    private let recorded: ThreadLock<[LoopbackRequest]>

    private init(server: HTTPServer, recorded: ThreadLock<[LoopbackRequest]>) {
        self.server = server
        self.recorded = recorded
        port = Int(server.port)
        baseURL = URL(string: "http://127.0.0.1:\(server.port)")!
    }

    /// Starts listening and answers every request with `handler`; throws when no socket could be opened.
    public static func start(keepAlive: Bool = false, handler: @escaping Handler) async throws -> LoopbackHTTPServer {
        let recorded = ThreadLock<[LoopbackRequest]>([])
        // Room for the large uploads and the slow clients tests make; stopping waits for no one.
        let configuration = HTTPServerConfiguration(
            requestSeconds: 60, answerSeconds: 60, stopSeconds: 0, maximumBodyBytes: 16 << 20)
        let server = try HTTPServer(configuration: configuration) { _ in
            Responder(keepAlive: keepAlive, recorded: recorded, handler: handler)
        }
        return LoopbackHTTPServer(server: server, recorded: recorded)
    }

    /// Every request received so far, in the order their heads and bodies were fully read.
    public var requests: [LoopbackRequest] {
        recorded.withLock { $0 }
    }

    /// Stops accepting, cancels the connections in flight and returns once they are closed. The port
    /// then refuses connections, as a down service's does, and stays held while this server is kept.
    public func stop() async {
        await server.stop()
    }

    /// Starts a server, runs `operation` with it and stops it afterwards, also when `operation` throws.
    public static func run<Result>(
        handler: @escaping Handler,
        operation: (LoopbackHTTPServer) async throws -> Result
    ) async throws -> Result {
        let server = try await start(handler: handler)
        do {
            let result = try await operation(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// The base URL of a down service: connections are refused, its port held, never listened on, for the whole run.
    public static func stoppedURL() async throws -> URL {
        let port = try LoopbackSocket.refusingPort.get()
        return URL(string: "http://127.0.0.1:\(port)")!
    }
}

/// Records each request, asks the test's handler, and plays its response.
private struct Responder: HTTPHandler {
    let keepAlive: Bool
    let recorded: ThreadLock<[LoopbackRequest]>
    let handler: LoopbackHTTPServer.Handler

    var headers: [String: String] { [:] }

    func answer(_ head: RequestHead, body: [UInt8], connection: Int) async -> HTTPAnswer {
        var headers: [String: String] = [:]
        for (name, value) in head.fields { headers[name] = headers[name].map { "\($0), \(value)" } ?? value }
        var request = LoopbackRequest(
            method: head.method, pathAndQuery: head.target, headers: headers, body: Data(body))
        request.connection = connection
        let received = ContinuousClock.now
        recorded.withLock { [request] in $0.append(request) }
        let response = await handler(request)
        // The delay counts from the request's arrival, as a distant server's latency includes its work:
        // the handler's time (a debug build's emulator) is not added. Stopping cancels this task and the sleep.
        try? await Task.sleep(until: received + response.delay, clock: .continuous)
        guard !Task.isCancelled else { return .written { _ in } }
        return response.answer(keepingOpen: keepAlive && !head.closesConnection)
    }
}

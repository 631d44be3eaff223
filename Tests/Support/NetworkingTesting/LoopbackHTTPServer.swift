public import Foundation
import Synchronization

/// A real HTTP/1.1 server on 127.0.0.1, on a port the system picks, for tests that need to
/// exercise an HTTP client end to end: status codes, headers, bodies, delays and broken connections.
///
/// Every connection carries one request and is closed after the response (`Connection: close`).
/// Connections are served concurrently. Every wait is bounded, and ``stop()`` cancels whatever is
/// in flight (including a response's delay), so a test never hangs on the server.
///
/// ```swift
/// let server = try await LoopbackHTTPServer.start { request in
///     request.path == "/ok" ? .json(#"{"ok": true}"#) : .text("Not Found", status: 404)
/// }
/// defer { Task { await server.stop() } }  // or `await server.stop()` at the end of the test
/// let url = server.baseURL.appending(path: "ok")
/// ```
public final class LoopbackHTTPServer: Sendable {
    /// Produces the response to one request.
    public typealias Handler = @Sendable (LoopbackRequest) async -> LoopbackResponse

    /// The port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:PORT`, without a trailing slash.
    public let baseURL: URL

    private let log: RequestLog
    private let serving: Task<Void, Never>

    /// How long a connection may take to send its request or accept its response.
    private static let connectionDeadline = Duration.seconds(10)

    private init(port: Int, baseURL: URL, log: RequestLog, serving: Task<Void, Never>) {
        self.port = port
        self.baseURL = baseURL
        self.log = log
        self.serving = serving
    }

    deinit {
        // The serving task owns the listening socket and closes it when it ends.
        serving.cancel()
    }

    /// Starts listening and answers every request with `handler`.
    ///
    /// - Throws: ``LoopbackServerError`` when no socket could be opened.
    public static func start(handler: @escaping Handler) async throws -> LoopbackHTTPServer {
        let (listener, port) = try LoopbackSocket.listen()
        guard let baseURL = URL(string: "http://127.0.0.1:\(port)") else {
            listener.close()
            throw LoopbackServerError.malformedRequest("no URL for port \(port)")
        }
        let log = RequestLog()
        let serving = Task {
            await serve(listener, log: log, handler: handler)
        }
        return LoopbackHTTPServer(port: port, baseURL: baseURL, log: log, serving: serving)
    }

    /// Every request received so far, in the order their heads and bodies were fully read.
    public var requests: [LoopbackRequest] {
        log.entries.withLock { $0 }
    }

    /// Stops accepting, cancels the connections in flight and returns once all of them are closed.
    public func stop() async {
        serving.cancel()
        await serving.value
    }

    private static func serve(_ listener: LoopbackSocket, log: RequestLog, handler: @escaping Handler) async {
        defer { listener.close() }
        await withDiscardingTaskGroup { group in
            while let connection = try? await listener.accept() {
                group.addTask {
                    await respond(on: connection, log: log, handler: handler)
                }
            }
        }
    }

    private static func respond(on connection: LoopbackSocket, log: RequestLog, handler: Handler) async {
        defer { connection.close() }
        let deadline = ContinuousClock.now + connectionDeadline
        guard let request = try? await LoopbackRequestReader.read(from: connection, until: deadline) else { return }
        log.entries.withLock { $0.append(request) }
        let response = await handler(request)
        if response.delay > .zero {
            try? await Task.sleep(for: response.delay)
        }
        guard !Task.isCancelled else { return }
        let head: Data
        let body: Data
        switch response.delivery {
        case .closeWithoutResponse:
            return
        case .complete:
            head = serializedHead(of: response, contentLength: response.body.count)
            body = response.body
        case .closeMidBody:
            head = serializedHead(of: response, contentLength: response.body.count * 2 + 64)
            body = response.body
        }
        try? await connection.write(head + body, until: ContinuousClock.now + connectionDeadline)
        connection.finishWriting()
    }

    private static func serializedHead(of response: LoopbackResponse, contentLength: Int) -> Data {
        let managed: Set<String> = ["content-length", "connection", "transfer-encoding"]
        var lines = ["HTTP/1.1 \(response.status) \(reasonPhrase(for: response.status))"]
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) where !managed.contains(name.lowercased())
        {
            lines.append("\(name): \(value)")
        }
        lines.append("Content-Length: \(contentLength)")
        lines.append("Connection: close")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}

/// The requests a server has received, shared between the server and its serving task.
private final class RequestLog: Sendable {
    let entries = Mutex<[LoopbackRequest]>([])
}

extension LoopbackHTTPServer {
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
}

extension LoopbackHTTPServer {
    /// The base URL of a service that is down: connecting to it is refused. The port is held,
    /// never listened on, for the whole test run, so no server started meanwhile can answer there.
    public static func stoppedURL() async throws -> URL {
        let port = try LoopbackSocket.refusingPort.get()
        return URL(string: "http://127.0.0.1:\(port)")!
    }
}

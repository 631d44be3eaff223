public import Foundation
import Synchronization

/// A real HTTP/1.1 server on 127.0.0.1, on a port the system picks, for tests that need to
/// exercise an HTTP client end to end: status codes, headers, bodies, delays and broken connections.
///
/// Every connection carries one request and is closed after the response (`Connection: close`),
/// unless the server is started with `keepAlive`: then a connection answered in full stays open
/// for the client's next request, as a real API's does (libcurl then reuses it).
/// The server runs on threads of its own, one to accept and one per connection, never on the
/// cooperative pool: on a two-core machine that pool has two threads, and a test suite that
/// keeps them busy must not delay the server its other tests are waiting on. Every wait is
/// bounded, and ``stop()`` ends whatever is in flight (including a response's delay) at once,
/// so a test never hangs on the server.
///
/// ```swift
/// let server = try await LoopbackHTTPServer.start { request in
///     request.path == "/ok" ? .json(#"{"ok": true}"#) : .text("Not Found", status: 404)
/// }
/// defer { Task { await server.stop() } }  // or `await server.stop()` at the end of the test
/// let url = server.baseURL.appending(path: "ok")
/// ```
public final class LoopbackHTTPServer: Sendable {
    /// Produces the response to one request. It runs on the connection's own thread, with
    /// everything it awaits, so a busy cooperative pool cannot hold up the answer.
    public typealias Handler = @Sendable (LoopbackRequest) async -> LoopbackResponse

    /// The port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:PORT`, without a trailing slash.
    public let baseURL: URL

    private let threads: ServerThreads

    /// How long a connection may take to send its request or accept its response.
    private static let connectionDeadline = Duration.seconds(60)

    private init(port: Int, baseURL: URL, threads: ServerThreads) {
        self.port = port
        self.baseURL = baseURL
        self.threads = threads
    }

    deinit {
        // The threads hold what they need and close their sockets as they end.
        threads.wake.signal()
    }

    /// Starts listening and answers every request with `handler`.
    ///
    /// - Throws: ``LoopbackServerError`` when no socket could be opened.
    public static func start(keepAlive: Bool = false, handler: @escaping Handler) async throws -> LoopbackHTTPServer {
        let (listener, port) = try LoopbackSocket.listen()
        guard let baseURL = URL(string: "http://127.0.0.1:\(port)") else {
            listener.close()
            throw LoopbackServerError.malformedRequest("no URL for port \(port)")
        }
        let threads: ServerThreads
        do {
            threads = try ServerThreads(listener: listener)
        } catch {
            listener.close()
            throw error
        }
        threads.spawn(named: "loopback-accept-\(port)") {
            accept(on: listener, threads: threads, keepAlive: keepAlive, handler: handler)
        }
        return LoopbackHTTPServer(port: port, baseURL: baseURL, threads: threads)
    }

    /// Every request received so far, in the order their heads and bodies were fully read.
    public var requests: [LoopbackRequest] {
        threads.requests
    }

    /// Stops accepting, cancels the connections in flight and returns once all of them are closed.
    /// From then on the port refuses connections, as a service that is down does, and it stays
    /// held (no other server can be given it) for as long as this server is kept.
    public func stop() async {
        threads.wake.signal()
        await threads.allEnded()
    }

    private static func accept(
        on listener: LoopbackSocket, threads: ServerThreads, keepAlive: Bool, handler: @escaping Handler
    ) {
        // Refuse from now on, but keep the port until the server is released: a test that
        // goes on using a stopped server's URL must never reach another test's server there.
        defer { listener.stopListening() }
        var accepted = 0
        while let connection = try? listener.accept(wake: threads.wake) {
            accepted += 1
            let number = accepted
            threads.spawn(named: "loopback-connection") {
                respond(on: connection, number: number, threads: threads, keepAlive: keepAlive, handler: handler)
            }
        }
    }

    private static func respond(
        on connection: LoopbackSocket, number: Int, threads: ServerThreads, keepAlive: Bool,
        handler: @escaping Handler
    ) {
        defer { connection.close() }
        let wake = threads.wake
        // Bytes read past one request, the start of the next on a kept connection.
        var carried = Data()
        while true {
            let deadline = ContinuousClock.now + connectionDeadline
            guard
                var read = try? LoopbackRequestReader.read(
                    from: connection, until: deadline, wake: wake, carrying: &carried)
            else { return }
            read.connection = number
            let request = read
            let received = ContinuousClock.now
            threads.record(request)
            let response = CallingThreadExecutor.run({ await handler(request) }, cancelWhen: { wake.isSignalled })
            // The delay counts from the request's arrival, as a distant server's latency includes
            // its own work: the handler's time (a debug build's emulator) is not added to it.
            let wait = response.delay - (ContinuousClock.now - received)
            if wait > .zero && wake.wait(for: wait) { return }
            guard !wake.isSignalled else { return }
            let keepsOpen =
                keepAlive && response.delivery == .complete
                && request.value(forHeader: "Connection")?.lowercased() != "close"
            do {
                try deliver(response, on: connection, wake: wake, keepingOpen: keepsOpen)
            } catch {
                return
            }
            if !keepsOpen { return }
        }
    }

    private static func deliver(
        _ response: LoopbackResponse, on connection: LoopbackSocket, wake: WakeSignal, keepingOpen: Bool
    ) throws(LoopbackServerError) {
        let deadline = ContinuousClock.now + connectionDeadline
        let body = response.body
        switch response.delivery {
        case .closeWithoutResponse:
            return
        case .complete:
            try connection.write(
                serializedHead(of: response, contentLength: body.count, keepingOpen: keepingOpen) + body,
                until: deadline, wake: wake)
            if keepingOpen { return }
        case .closeMidBody:
            try connection.write(
                serializedHead(of: response, contentLength: body.count * 2 + 64) + body, until: deadline, wake: wake)
        case .resetMidBody:
            try connection.write(
                serializedHead(of: response, contentLength: body.count) + body.prefix(body.count / 2), until: deadline,
                wake: wake)
            connection.reset()
            return
        case .untilClose:
            try connection.write(serializedHead(of: response, contentLength: nil) + body, until: deadline, wake: wake)
        case .repeated(let times, let announced):
            let length = announced ? body.count * times : nil
            try connection.write(serializedHead(of: response, contentLength: length), until: deadline, wake: wake)
            for _ in 0..<times {
                try connection.write(body, until: ContinuousClock.now + connectionDeadline, wake: wake)
            }
        case .drip(let interval):
            try connection.write(serializedHead(of: response, contentLength: body.count), until: deadline, wake: wake)
            for byte in body {
                if wake.wait(for: interval) { return }
                try connection.write(Data([byte]), until: ContinuousClock.now + connectionDeadline, wake: wake)
            }
        case .raw:
            try connection.write(body, until: deadline, wake: wake)
        }
        connection.finishWriting()
    }

    private static func serializedHead(
        of response: LoopbackResponse, contentLength: Int?, keepingOpen: Bool = false
    ) -> Data {
        let managed: Set<String> = ["content-length", "connection", "transfer-encoding"]
        var lines = ["HTTP/1.1 \(response.status) \(reasonPhrase(for: response.status))"]
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) where !managed.contains(name.lowercased())
        {
            lines.append("\(name): \(value)")
        }
        if let contentLength { lines.append("Content-Length: \(contentLength)") }
        lines.append(keepingOpen ? "Connection: keep-alive" : "Connection: close")
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
        case 301: "Moved Permanently"
        case 302: "Found"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
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

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The web app's HTTP/1.1 server, on 127.0.0.1 only, answering through a ``WebRouter``.
///
/// One thread accepts connections and one thread serves each connection, with blocking reads
/// bounded by deadlines; each request's handler runs as a task on its connection's thread
/// (`ConnectionExecutor`), hopping to the main actor only for what is isolated there.
///
/// Every request passes the same gates before a handler sees it: it must be HTTP that reads one
/// way only (`RequestHead`, `400` and kin otherwise), arrive whole within the request deadline
/// (`408`), be addressed to this server (`421`), have a body within the limit (`413`), and a
/// POST must carry the session token (`403`). Every answer carries a Content-Security-Policy
/// that allows no inline script or style.
@MainActor
public final class WebServer {
    private struct Running {
        let acceptor: ConnectionAcceptor
        let table: ConnectionTable
        let gate: RequestGate
    }

    private let configuration: WebServerConfiguration
    private let router: WebRouter
    private var running: Running?

    /// The port it listens on, once started (the system's pick when asked for 0).
    public private(set) var port: UInt16 = 0

    /// A server answering with `routes`, plus the static assets, under `configuration`'s limits.
    public init(routes: [WebRoute], configuration: WebServerConfiguration = WebServerConfiguration()) {
        self.configuration = configuration
        self.router = WebRouter(StaticAssets.routes + routes)
    }

    /// The session token forms must carry, once started.
    public var sessionToken: String { running?.gate.token.value ?? "" }

    /// The name of the cookie that carries the session token, once started: it names the port,
    /// since cookies do not, and two servers would otherwise overwrite each other's.
    public var sessionCookieName: String { running?.gate.token.cookieName ?? "" }

    /// Starts listening; throws when the port is taken or cannot be bound.
    public func start() throws(WebServerError) {
        guard running == nil else { return }
        let socket = try ListeningSocket.open(port: configuration.port)
        let table = ConnectionTable(limit: configuration.connectionLimit)
        let gate = RequestGate(port: socket.port, maximumBodyBytes: configuration.maximumBodyBytes)
        let router = router
        let configuration = configuration
        let acceptor: ConnectionAcceptor
        do {
            acceptor = try ConnectionAcceptor(listener: socket) { connection in
                guard let id = table.admit(connection) else {
                    Self.refuse(connection, gate: gate)
                    return
                }
                Thread {
                    Connection(
                        socket: connection, id: id, table: table, router: router, gate: gate,
                        configuration: configuration
                    ).run()
                }.start()
            }
        } catch {
            close(socket.descriptor)
            throw error
        }
        running = Running(acceptor: acceptor, table: table, gate: gate)
        port = socket.port
    }

    /// Stops accepting and closes every connection waiting for a request, lets the requests
    /// being answered finish, and returns once every connection is closed.
    public func stop() async {
        guard let running else { return }
        self.running = nil
        running.acceptor.stop()
        running.table.beginStopping()
        while !running.acceptor.hasFinished || !running.table.isEmpty {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// `503` to a connection that found every slot answering a request.
    private nonisolated static func refuse(_ connection: ConnectionSocket, gate: RequestGate) {
        var headers = gate.securityHeaders
        headers["Connection"] = "close"
        headers["Retry-After"] = "1"
        let busy = WebResponse.text("Service unavailable: every connection is busy; try again.", status: 503)
        if connection.write(ResponseEncoding.bytes(of: busy, headers: headers, withBody: true)) {
            connection.finishSending()
        }
        connection.close()
    }
}

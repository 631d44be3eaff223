import DescriptorKit

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
package final class WebServer {
    private struct Running {
        let acceptor: ConnectionAcceptor
        let table: ConnectionTable
        let gate: RequestGate
    }

    private let configuration: WebServerConfiguration
    private let router: WebRouter
    private let startThread: ServerThread.Start
    private var running: Running?

    /// The port it listens on, once started (the system's pick when asked for 0).
    package private(set) var port: UInt16 = 0

    /// A server answering with `routes`, plus the static assets, under `configuration`'s limits.
    package convenience init(routes: [WebRoute], configuration: WebServerConfiguration = WebServerConfiguration()) {
        self.init(routes: routes, configuration: configuration, startThread: ServerThread.start)
    }

    /// The same, its threads made by `startThread`.
    init(routes: [WebRoute], configuration: WebServerConfiguration, startThread: @escaping ServerThread.Start) {
        self.configuration = configuration
        self.router = WebRouter(StaticAssets.routes + routes)
        self.startThread = startThread
    }

    /// The session token forms must carry, once started.
    package var sessionToken: String { running?.gate.token.value ?? "" }

    /// The name of the cookie that carries the session token, once started: it names the port,
    /// since cookies do not, and two servers would otherwise overwrite each other's.
    package var sessionCookieName: String { running?.gate.token.cookieName ?? "" }

    /// The most connections open at once, once started: the configured limit, or fewer when
    /// the process's descriptor limit leaves room for fewer.
    var connectionLimit: Int { running?.table.limit ?? 0 }

    /// Starts listening; throws when the port is taken or cannot be bound.
    package func start() throws(WebServerError) {
        guard running == nil else { return }
        let table = ConnectionTable(limit: DescriptorBudget.connectionLimit(maximum: configuration.connectionLimit))
        let socket = try ListeningSocket.open(port: configuration.port)
        let port = socket.port
        let gate = RequestGate(port: port, maximumBodyBytes: configuration.maximumBodyBytes)
        let router = router
        let configuration = configuration
        let startThread = startThread
        let acceptor = try ConnectionAcceptor(listener: socket, startThread: startThread) { connection in
            guard let id = table.admit(connection) else {
                Self.refuse(connection, gate: gate)
                return
            }
            do throws(SystemError) {
                try startThread {
                    Connection(
                        socket: connection, id: id, table: table, router: router, gate: gate,
                        configuration: configuration
                    ).run()
                }
            } catch {
                // No thread owns the entry, so none would ever remove it.
                table.remove(id)
                Self.refuse(connection, gate: gate)
            }
        }
        running = Running(acceptor: acceptor, table: table, gate: gate)
        self.port = port
    }

    /// Stops accepting, closes every connection waiting on its client, and lets the answers
    /// being computed or written finish for `stopSeconds`; then shuts every connection down. It
    /// returns once every connection is closed, or a second after that: a handler still
    /// computing then closes its connection when it returns, with nothing more written.
    package func stop() async {
        guard let running else { return }
        self.running = nil
        running.acceptor.stop()
        running.table.beginStopping()
        let stopped = { running.acceptor.hasFinished && running.table.isEmpty }
        guard await !Self.wait(for: .seconds(configuration.stopSeconds), until: stopped) else { return }
        running.table.shutDownAll()
        await Self.wait(for: .seconds(1), until: stopped)
    }

    @discardableResult
    private static func wait(for limit: Duration, until condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    /// `503` to a connection the server has no room or no thread for.
    private nonisolated static func refuse(_ connection: ConnectionSocket, gate: RequestGate) {
        var headers = gate.securityHeaders
        headers["Connection"] = "close"
        headers["Retry-After"] = "1"
        let busy = WebResponse.text("Service unavailable: every connection is busy; try again.", status: 503)
        // The acceptor's own thread: a client that does not read or stops sending holds it briefly.
        let bytes = ResponseEncoding.bytes(of: busy, headers: headers, withBody: true)
        if connection.write(bytes, before: .now + .milliseconds(100)) {
            connection.finishSending(within: .milliseconds(100))
        }
    }
}

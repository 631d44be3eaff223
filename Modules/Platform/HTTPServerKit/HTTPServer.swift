import DescriptorKit

/// An HTTP/1.1 server on 127.0.0.1 only, answering through an ``HTTPHandler``. One thread accepts,
/// one serves each connection with reads bounded by deadlines; a request's handler runs as a task on
/// its connection's thread (``CallingThreadExecutor``), hopping to an actor only for what is isolated there.
///
/// Before the handler sees it, a request must read one way only (`RequestHead`: `400` and kin),
/// arrive whole within the request deadline (`408`), be addressed here (`421`), and have a body
/// within the limit (`413`).
package final class HTTPServer: Sendable {
    /// The port it listens on (the system's pick when asked for 0).
    package let port: UInt16
    private let acceptor: ConnectionAcceptor
    private let table: ConnectionTable
    private let stopSeconds: Int

    package var connectionLimit: Int { table.limit }

    /// Starts listening under `configuration`, its threads made by `startThread`, answering with
    /// the handler `makeHandler` gives for the port; throws when the port is taken or cannot be bound.
    package init(
        configuration: HTTPServerConfiguration, startThread: @escaping ServerThread.Start = ServerThread.start,
        handler makeHandler: (_ port: UInt16) -> any HTTPHandler
    ) throws(HTTPServerError) {
        let table = ConnectionTable(limit: DescriptorBudget.connectionLimit(maximum: configuration.connectionLimit))
        let socket = try ListeningSocket.open(port: configuration.port)
        let port = socket.port
        let handler = makeHandler(port)
        acceptor = try ConnectionAcceptor(listener: socket, startThread: startThread) { connection in
            guard let id = table.admit(connection) else {
                Self.refuse(connection, handler: handler)
                return
            }
            do throws(SystemError) {
                try startThread {
                    var served = Connection(
                        socket: connection, id: id, table: table, port: port, handler: handler,
                        configuration: configuration)
                    served.run()
                }
            } catch {
                // No thread owns the entry, so none would ever remove it.
                table.remove(id)
                Self.refuse(connection, handler: handler)
            }
        }
        self.port = port
        self.table = table
        self.stopSeconds = configuration.stopSeconds
    }

    deinit {
        // Dropped without `stop()`: nothing more is accepted, and no connection waits any longer.
        acceptor.stop()
        table.beginStopping()
        table.shutDownAll()
    }

    /// Stops accepting, closes the connections waiting on their clients, lets answers being computed or
    /// written finish for `stopSeconds`, then shuts every connection down. Returns once all are closed, or
    /// a second after: a handler still computing then closes its connection on return, writing nothing.
    package func stop() async {
        acceptor.stop()
        table.beginStopping()
        let stopped = { [acceptor, table] in acceptor.hasFinished && table.isEmpty }
        guard await !Self.wait(for: .seconds(stopSeconds), until: stopped) else { return }
        table.shutDownAll()
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
    private static func refuse(_ connection: ConnectionSocket, handler: any HTTPHandler) {
        var headers = handler.headers
        headers["Connection"] = "close"
        headers["Retry-After"] = "1"
        let busy = HTTPResponse.text("Service unavailable: every connection is busy; try again.", status: 503)
        // The acceptor's own thread: a client that does not read or stops sending holds it briefly.
        let bytes = ResponseEncoding.bytes(of: busy, headers: headers, withBody: true)
        if connection.write(bytes, before: .now + .milliseconds(100)) {
            connection.finishSending(within: .milliseconds(100))
        }
    }
}

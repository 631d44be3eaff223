package import HTTPServerKit

/// The web app's server: an ``HTTPServer`` on 127.0.0.1 whose requests a ``WebRouter`` answers,
/// after the web's own gates (``WebRequestHandler``).
@MainActor
package final class WebServer {
    private let configuration: HTTPServerConfiguration
    private let router: WebRouter
    private let startThread: ServerThread.Start
    private var running: (server: HTTPServer, handler: WebRequestHandler)?

    /// The port it listens on, once started (the system's pick when asked for 0).
    package var port: UInt16 { running?.server.port ?? 0 }

    /// Answers `routes` and the static assets under `configuration`'s limits, on threads `startThread` makes.
    package init(
        routes: [WebRoute], configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
        startThread: @escaping ServerThread.Start = ServerThread.start
    ) {
        self.configuration = configuration
        self.router = WebRouter(StaticAssets.routes + routes)
        self.startThread = startThread
    }

    /// The session token forms must carry, once started.
    package var sessionToken: String { running?.handler.token.value ?? "" }

    /// The session token's cookie name, once started; it names the port (`SessionToken` says why).
    package var sessionCookieName: String { running?.handler.token.cookieName ?? "" }

    var connectionLimit: Int { running?.server.connectionLimit ?? 0 }

    /// Starts listening; throws when the port is taken or cannot be bound.
    package func start() throws(HTTPServerError) {
        guard running == nil else { return }
        var handler: WebRequestHandler?
        let router = router
        let server = try HTTPServer(configuration: configuration, startThread: startThread) { port in
            let made = WebRequestHandler(port: port, router: router)
            handler = made
            return made
        }
        if let handler { running = (server, handler) }
    }

    package func stop() async {
        guard let running else { return }
        self.running = nil
        await running.server.stop()
    }
}

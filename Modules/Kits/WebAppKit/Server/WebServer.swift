import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The web app's HTTP server: libmicrohttpd on 127.0.0.1 only, answering through a
/// ``WebRouter`` whose handlers run on the main actor.
///
/// Every request passes the same gate before a handler sees it: `Host` must be this server's
/// own address (`421` otherwise), a body may not exceed the limit (`413`), a POST must carry the
/// session token (`403`), and every answer carries a Content-Security-Policy that allows no
/// inline script or style.
@MainActor
public final class WebServer {
    private let configuration: WebServerConfiguration
    private let router: WebRouter
    private let token = SessionToken.random()
    private var daemon: OpaquePointer?
    private var core: Unmanaged<ServerCore>?

    /// The port it listens on, once started (the system's pick when asked for 0).
    public private(set) var port: UInt16 = 0

    /// A server answering with `routes`, plus the static assets, under `configuration`'s limits.
    public init(routes: [WebRoute], configuration: WebServerConfiguration = WebServerConfiguration()) {
        self.configuration = configuration
        self.router = WebRouter(StaticAssets.routes + routes)
    }

    /// The session token forms must carry.
    public var sessionToken: String { token.value }

    /// Starts listening; throws when the port is taken or cannot be bound.
    public func start() throws(WebServerError) {
        guard daemon == nil else { return }
        if let reason = mosaic_mhd_open() { throw .libraryMissing(String(cString: reason)) }
        let socket = try ListeningSocket.open(port: configuration.port)
        let gate = RequestGate(port: socket.port, token: token, maximumBodyBytes: configuration.maximumBodyBytes)
        let retained = Unmanaged.passRetained(ServerCore(router: router, gate: gate))
        let started = mosaic_mhd_start(
            socket.descriptor, UInt32(configuration.connectionLimit), UInt32(configuration.connectionsPerAddress),
            UInt32(configuration.timeoutSeconds), configuration.connectionMemoryBytes, Self.accessHandler,
            Self.uriLogger, Self.completed, retained.toOpaque())
        guard let started else {
            close(socket.descriptor)
            retained.release()
            throw .cannotStart
        }
        daemon = started
        core = retained
        port = socket.port
    }

    /// Stops accepting, lets the handlers that are running finish, then stops the daemon.
    public func stop() async {
        guard let daemon, let core else { return }
        self.daemon = nil
        self.core = nil
        let listener = MHD_quiesce_daemon(daemon)
        if listener >= 0 { close(listener) }
        if core.takeUnretainedValue().beginStopping() {
            // Handlers run on this actor: sleeping hands it to them. A suspended connection
            // must be resumed before the daemon stops, so this waits however long they take.
            while core.takeUnretainedValue().hasRunningHandlers {
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
        MHD_stop_daemon(daemon)
        core.release()
    }

    // MARK: libmicrohttpd's callbacks, on its polling thread

    private static let uriLogger: mosaic_mhd_uri_logger = { _, uri, _ in
        let target = uri.map { String(cString: $0) } ?? "/"
        return Unmanaged.passRetained(RequestContext(target: target)).toOpaque()
    }

    private static let completed: MHD_RequestCompletedCallback = { _, _, contextPointer, _ in
        guard let contextPointer, let context = contextPointer.pointee else { return }
        Unmanaged<RequestContext>.fromOpaque(context).release()
        contextPointer.pointee = nil
    }

    private static let accessHandler: MHD_AccessHandlerCallback = {
        cls, connection, _, method, _, uploadData, uploadSize, contextPointer in
        guard let cls, let connection, let method, let uploadSize, let context = contextPointer?.pointee else {
            return .NO
        }
        let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
        let upload = uploadData.map { UnsafeRawBufferPointer(start: $0, count: uploadSize.pointee) }
        return core.handle(
            connection: connection, method: String(cString: method),
            context: Unmanaged<RequestContext>.fromOpaque(context).takeUnretainedValue(), upload: upload,
            uploadSize: uploadSize)
    }
}

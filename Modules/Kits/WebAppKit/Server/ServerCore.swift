import CMicroHTTPD
import Synchronization

/// What libmicrohttpd's callbacks reach through their `cls` pointer: the routes, the gate, and
/// the count of requests a handler is still answering. Every call comes on the library's one
/// polling thread; answers are computed on the main actor, the connection suspended meanwhile.
final class ServerCore: Sendable {
    private struct Flight {
        var running = 0
        var stopping = false
    }

    let router: WebRouter
    let gate: RequestGate
    private let flight = Mutex(Flight())

    init(router: WebRouter, gate: RequestGate) {
        self.router = router
        self.gate = gate
    }

    /// Refuses new work and says whether handlers are still running.
    func beginStopping() -> Bool {
        flight.withLock { flight in
            flight.stopping = true
            return flight.running > 0
        }
    }

    var hasRunningHandlers: Bool { flight.withLock { $0.running > 0 } }

    // MARK: The library's callbacks

    /// The first and every later call for one request: see `RequestContext.Stage`.
    func handle(
        connection: OpaquePointer, method: String, context: RequestContext, upload: UnsafeRawBufferPointer?,
        uploadSize: UnsafeMutablePointer<Int>
    ) -> MHD_Result {
        if uploadSize.pointee > 0 {
            if let upload { context.append(upload, limit: gate.maximumBodyBytes) }
            uploadSize.pointee = 0
            return .YES
        }
        switch context.stage {
        case .new:
            // Refused from the headers alone, before any of the body is read.
            if !gate.hostIsAllowed(header(connection, "Host")) {
                return queue(
                    .text("Misdirected request: this server answers only 127.0.0.1 and localhost.", status: 421),
                    on: connection)
            }
            if gate.isTooLarge(contentLength: header(connection, "Content-Length")) {
                return queue(.text("Request too large.", status: 413), on: connection)
            }
            context.advance(to: .receiving)
            return .YES
        case .receiving:
            return dispatch(connection: connection, method: method, context: context)
        case .dispatched:
            // Resumed before the answer was stored cannot happen: the handler stores it first.
            return .NO
        case .answered(let response):
            return queue(response, on: connection)
        }
    }

    private func dispatch(connection: OpaquePointer, method: String, context: RequestContext) -> MHD_Result {
        let body = context.body
        if body.tooLarge { return queue(.text("Request too large.", status: 413), on: connection) }
        let (rawPath, rawQuery) = Self.split(context.target)
        guard let path = URLForm.decodeComponent(rawPath, plusIsSpace: false) else {
            return queue(.text("Bad request.", status: 400), on: connection)
        }
        guard let httpMethod = HTTPMethod(rawValue: method) else {
            return queue(router.refusal(unknownMethodOn: path), on: connection)
        }
        let contentType = header(connection, "Content-Type") ?? ""
        let form =
            contentType.lowercased().hasPrefix("application/x-www-form-urlencoded")
            ? URLForm.decode(String(decoding: body.bytes, as: UTF8.self)) : [:]
        if httpMethod == .post, router.allowsPost(path),
            !gate.tokenIsValid(
                cookieHeader: header(connection, "Cookie"), formToken: form[WebForm.tokenField],
                headerToken: header(connection, SessionToken.headerName))
        {
            return queue(
                .text("Forbidden: the form is missing this session's token; reload the page.", status: 403),
                on: connection)
        }
        let request = WebRequest(
            method: httpMethod, path: path, query: URLForm.decode(rawQuery), form: form,
            sessionToken: gate.token.value)
        let admitted = flight.withLock { flight in
            guard !flight.stopping else { return false }
            flight.running += 1
            return true
        }
        guard admitted else { return queue(.text("The server is stopping.", status: 503), on: connection) }
        context.advance(to: .dispatched)
        MHD_suspend_connection(connection)
        let suspended = SuspendedConnection(pointer: connection)
        let router = router
        Task { @MainActor in
            let response = await router.respond(to: request)
            context.advance(to: .answered(response))
            MHD_resume_connection(suspended.pointer)
            self.finishedOne()
        }
        return .YES
    }

    private func finishedOne() {
        flight.withLock { $0.running -= 1 }
    }

    private func queue(_ response: WebResponse, on connection: OpaquePointer) -> MHD_Result {
        var body = response.body
        let made = body.withUnsafeMutableBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, bytes.baseAddress, .RESPMEM_MUST_COPY)
        }
        guard let made else { return .NO }
        defer { MHD_destroy_response(made) }
        let headers = response.headers.merging(gate.securityHeaders) { own, _ in own }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            MHD_add_response_header(made, name, value)
        }
        return MHD_queue_response(connection, UInt32(response.status), made)
    }

    private func header(_ connection: OpaquePointer, _ name: String) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }

    /// The path and the query of a request target (`/a/b?x=1`), without the fragment.
    static func split(_ target: String) -> (path: String, query: String) {
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
}

/// A connection handed to the main actor to resume once its answer is ready.
///
/// `@unchecked Sendable` is safe here: the pointer is only passed to `MHD_resume_connection`,
/// which libmicrohttpd documents as callable from any thread, and the connection cannot be
/// freed while suspended (the server waits for every handler before it stops the daemon).
struct SuspendedConnection: @unchecked Sendable {
    let pointer: OpaquePointer
}

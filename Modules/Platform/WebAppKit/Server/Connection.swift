/// One client connection, served on a thread of its own: requests are read one after another
/// (pipelined ones too, answered in order), each checked, answered and written before the next
/// is read. A request must arrive whole within the request deadline of the connection being
/// ready for it, and its answer must be taken whole within the answer deadline of the answer
/// being ready; anything the head or its framing leaves in doubt is refused and the connection
/// closed, so no byte of it is ever read as the start of another request.
final class Connection {
    private let socket: ConnectionSocket
    private let id: Int
    private let table: ConnectionTable
    private let router: WebRouter
    private let gate: RequestGate
    private let configuration: WebServerConfiguration
    /// What was received and not yet used: part of the next request, or all of it.
    private var buffer: [UInt8] = []

    init(
        socket: ConnectionSocket, id: Int, table: ConnectionTable, router: WebRouter, gate: RequestGate,
        configuration: WebServerConfiguration
    ) {
        self.socket = socket
        self.id = id
        self.table = table
        self.router = router
        self.gate = gate
        self.configuration = configuration
    }

    /// Serves requests until the client closes, a request is refused, a deadline passes, the
    /// connection is evicted or the server stops; then leaves the table, and the socket closes
    /// when this thread lets go of it.
    func run() {
        defer { table.remove(id) }
        while exchange() {}
    }

    /// Reads, answers and writes one request; whether the connection stays open for another.
    private func exchange() -> Bool {
        guard table.waitForRequest(id) else { return false }
        let deadline = ContinuousClock.now + .seconds(configuration.requestSeconds)
        guard let headEnd = readHead(before: deadline) else { return false }
        let head: RequestHead
        let bodyLength: Int
        do throws(HTTPRefusal) {
            head = try RequestHead.parse(buffer[..<headEnd])
            let authority = try head.authority()
            guard gate.hostIsAllowed(authority) else {
                throw HTTPRefusal(421, "Misdirected request: this server answers only 127.0.0.1 and localhost.")
            }
            bodyLength = try head.bodyLength(limit: gate.maximumBodyBytes)
            if try head.expectsContinue(), bodyLength > buffer.count - headEnd {
                guard send(ResponseEncoding.continueLine) else { return false }
            }
        } catch {
            return refuse(error)
        }
        guard let body = readBody(from: headEnd, length: bodyLength, before: deadline) else { return false }
        guard table.beginAnswering(id) else { return false }
        let response = answer(head, body: body)
        let closing = head.closesConnection || table.isStopping
        var headers = gate.securityHeaders
        if closing { headers["Connection"] = "close" }
        let written = send(
            ResponseEncoding.bytes(of: response, headers: headers, withBody: head.method != HTTPMethod.head.rawValue))
        return written && !closing
    }

    /// The end of the next request's head in `buffer`, reading until it is whole; `nil` when the
    /// connection is over: closed, or refused here for a head too large or too slow.
    private func readHead(before deadline: ContinuousClock.Instant) -> Int? {
        var scanned = 0
        while true {
            // Empty lines before a request line are skipped (RFC 9112 section 2.2).
            let blank = buffer.prefix { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }.count
            if blank > 0 {
                buffer.removeFirst(blank)
                scanned = 0
            }
            if let end = RequestHead.end(in: buffer, from: scanned) {
                guard end <= configuration.maximumHeaderBytes else { break }
                return end
            }
            guard buffer.count <= configuration.maximumHeaderBytes else { break }
            scanned = max(0, buffer.count - 3)
            switch socket.receive(into: &buffer, before: deadline) {
            case .bytes: continue
            case .closed: return nil
            case .timedOut:
                // An idle connection just closes; one that began a request is told why.
                if !buffer.isEmpty {
                    _ = refuse(HTTPRefusal(408, "Request timeout: the request did not arrive whole in time."))
                }
                return nil
            }
        }
        _ = refuse(
            HTTPRefusal(
                431, "Request header fields too large: at most \(configuration.maximumHeaderBytes) bytes."))
        return nil
    }

    /// The `length` bytes after the head, once all arrived; the buffer keeps what follows them.
    private func readBody(from headEnd: Int, length: Int, before deadline: ContinuousClock.Instant) -> [UInt8]? {
        while buffer.count - headEnd < length {
            switch socket.receive(into: &buffer, before: deadline) {
            case .bytes: continue
            case .closed: return nil
            case .timedOut:
                _ = refuse(HTTPRefusal(408, "Request timeout: the body did not arrive whole in time."))
                return nil
            }
        }
        let body = Array(buffer[headEnd..<headEnd + length])
        buffer.removeFirst(headEnd + length)
        return body
    }

    /// The answer to a request that arrived whole and was read as HTTP.
    private func answer(_ head: RequestHead, body: [UInt8]) -> WebResponse {
        let (rawPath, rawQuery) = head.pathAndQuery
        // A NUL or another control character in a path is no name of anything here, and would
        // end the path early for whatever reads it in C.
        guard let path = URLForm.decodeComponent(rawPath, plusIsSpace: false),
            !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else {
            return .text("Bad request: the path is not valid percent-encoded text.", status: 400)
        }
        guard let method = HTTPMethod(rawValue: head.method) else { return router.refusal(unknownMethodOn: path) }
        let contentType = (try? head.single("content-type")) ?? nil
        let form =
            contentType?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
            ? URLForm.decode(String(decoding: body, as: UTF8.self)) : [:]
        if method == .post, router.allowsPost(path),
            !gate.tokenIsValid(
                cookieHeader: head.values("cookie").joined(separator: "; "), formToken: form[WebForm.tokenField],
                headerToken: head.values(SessionToken.headerName.lowercased()).first)
        {
            return .text("Forbidden: the form is missing this session's token; reload the page.", status: 403)
        }
        let request = WebRequest(
            method: method, path: path, query: URLForm.decode(rawQuery), form: form, sessionToken: gate.token.value)
        let context = WebRequestContext(
            isFromThisApp: RequestGate.isFromThisApp(secFetchSite: head.values("sec-fetch-site").first))
        let router = router
        return ConnectionExecutor.run {
            await WebRequestContext.$current.withValue(context) { await router.respond(to: request) }
        }
    }

    /// Answers `error` and ends the connection: what follows a refused head cannot be trusted
    /// to be where the head says.
    private func refuse(_ error: HTTPRefusal) -> Bool {
        var headers = gate.securityHeaders
        headers["Connection"] = "close"
        if send(ResponseEncoding.bytes(of: error.response, headers: headers, withBody: true)) {
            socket.finishSending()
        }
        return false
    }

    /// Writes `bytes`, which the client must take within the answer deadline; while it does not
    /// read, the connection waits on it and may be evicted.
    private func send(_ bytes: [UInt8]) -> Bool {
        let table = table
        let id = id
        return socket.write(bytes, before: .now + .seconds(configuration.answerSeconds)) { table.waitForReader(id) }
    }
}

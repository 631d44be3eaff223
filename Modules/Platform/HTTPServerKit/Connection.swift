/// One client connection on a thread of its own, pipelined requests answered in order. A doubtful
/// head or framing is refused and the connection closed, so none of its bytes starts another request.
struct Connection {
    let socket: ConnectionSocket
    let id: Int
    let table: ConnectionTable
    let port: UInt16
    let handler: any HTTPHandler
    let configuration: HTTPServerConfiguration
    /// What was received and not yet used: part of the next request, or all of it.
    var buffer: [UInt8] = []

    /// Serves requests until the client closes, a refusal, a deadline, eviction or the server stopping;
    /// then leaves the table, and the socket closes when this thread lets go of it.
    mutating func run() {
        defer { table.remove(id) }
        while exchange() {}
    }

    /// Reads, answers and writes one request; whether the connection stays open for another.
    private mutating func exchange() -> Bool {
        guard table.waitForRequest(id) else { return false }
        let deadline = ContinuousClock.now + .seconds(configuration.requestSeconds)
        guard let headEnd = readHead(before: deadline) else { return false }
        let head: RequestHead
        let bodyLength: Int
        do throws(HTTPRefusal) {
            head = try RequestHead.parse(buffer[..<headEnd])
            // A page of a DNS-rebound name reaches 127.0.0.1 with its own name in `Host`.
            let authority = try head.authority()
            guard authority == "127.0.0.1:\(port)" || authority == "localhost:\(port)" else {
                throw HTTPRefusal(421, "Misdirected request: this server answers only 127.0.0.1 and localhost.")
            }
            bodyLength = try head.bodyLength(limit: configuration.maximumBodyBytes)
            if try head.expectsContinue(), bodyLength > buffer.count - headEnd {
                guard send(ResponseEncoding.continueLine) else { return false }
            }
        } catch {
            return refuse(error)
        }
        guard let body = readBody(from: headEnd, length: bodyLength, before: deadline) else { return false }
        guard table.beginAnswering(id) else { return false }
        let (handler, table, id) = (handler, table, id)
        let answer = CallingThreadExecutor.run(
            { await handler.answer(head, body: body, connection: id) }, cancelWhen: { table.wasShutDown(id) })
        switch answer {
        case .written(let write):
            write(socket)
            return false
        case .response(let response):
            let closing =
                head.closesConnection || table.isStopping || response.headers["Connection"]?.lowercased() == "close"
            var headers = handler.headers
            if closing { headers["Connection"] = "close" }
            return send(ResponseEncoding.bytes(of: response, headers: headers, withBody: head.method != "HEAD"))
                && !closing
        }
    }

    /// The end of the next request's head in `buffer`, reading until it is whole; `nil` when the
    /// connection is over: closed, or refused here for a head too large or too slow.
    private mutating func readHead(before deadline: ContinuousClock.Instant) -> Int? {
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
    private mutating func readBody(
        from headEnd: Int, length: Int, before deadline: ContinuousClock.Instant
    ) -> [UInt8]? {
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

    /// Answers `error` and ends the connection, since what follows a refused head cannot be trusted.
    private func refuse(_ error: HTTPRefusal) -> Bool {
        var headers = handler.headers
        headers["Connection"] = "close"
        if send(ResponseEncoding.bytes(of: error.response, headers: headers, withBody: true)) {
            socket.finishSending()
        }
        return false
    }

    /// Writes `bytes` within the answer deadline; while the client does not read, it may be evicted.
    private func send(_ bytes: [UInt8]) -> Bool {
        socket.write(bytes, before: .now + .seconds(configuration.answerSeconds)) { table.waitForReader(id) }
    }
}

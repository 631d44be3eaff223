import Foundation

/// Reads one HTTP/1.1 request (head plus a `Content-Length` body) from a connection.
enum LoopbackRequestReader {
    private static let headTerminator = Data("\r\n\r\n".utf8)
    private static let largestHead = 64 * 1024
    private static let largestBody = 16 * 1024 * 1024

    /// Reads the request that starts with `carried` (bytes read past the previous request on
    /// this connection) and leaves in it whatever arrived past this one.
    static func read(
        from connection: LoopbackSocket, until deadline: ContinuousClock.Instant, wake: WakeSignal,
        carrying carried: inout Data
    ) throws(LoopbackServerError) -> LoopbackRequest {
        var received = carried
        carried = Data()
        var headEnd = received.range(of: headTerminator)
        while headEnd == nil {
            guard received.count <= largestHead else { throw .malformedRequest("the head exceeds 64 KiB") }
            let chunk = try connection.read(until: deadline, wake: wake)
            guard !chunk.isEmpty else { throw .closedByPeer }
            received.append(chunk)
            headEnd = received.range(of: headTerminator)
        }
        guard let headEnd else { throw .closedByPeer }
        var request = try parseHead(received[received.startIndex..<headEnd.lowerBound])

        if let encoding = request.value(forHeader: "Transfer-Encoding"), encoding.lowercased() != "identity" {
            throw .malformedRequest("Transfer-Encoding \(encoding) is not supported; send Content-Length")
        }
        let declared = request.value(forHeader: "Content-Length") ?? "0"
        guard let length = Int(declared.trimmingCharacters(in: .whitespaces)), (0...largestBody).contains(length) else {
            throw .malformedRequest("unusable Content-Length '\(declared)'")
        }
        if length > 0, request.value(forHeader: "Expect")?.lowercased() == "100-continue" {
            try connection.write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), until: deadline, wake: wake)
        }
        var body = Data(received[headEnd.upperBound...])
        while body.count < length {
            let chunk = try connection.read(until: deadline, wake: wake)
            guard !chunk.isEmpty else { throw .closedByPeer }
            body.append(chunk)
        }
        request.body = body.prefix(length)
        carried = Data(body.dropFirst(length))
        return request
    }

    private static func parseHead(_ head: Data) throws(LoopbackServerError) -> LoopbackRequest {
        guard let text = String(data: head, encoding: .utf8) else { throw .malformedRequest("the head is not UTF-8") }
        var lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
            throw .malformedRequest("bad request line '\(requestLine.joined(separator: " "))'")
        }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw .malformedRequest("bad header line '\(line)'") }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return LoopbackRequest(method: String(requestLine[0]), pathAndQuery: String(requestLine[1]), headers: headers)
    }
}

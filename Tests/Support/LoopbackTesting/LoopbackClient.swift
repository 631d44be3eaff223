import Foundation

/// A raw HTTP/1.1 client to 127.0.0.1, so a test controls every byte (a forged `Host`, a path no URL
/// type keeps). Its blocking calls run on a thread of their own, never the pool, and time out.
public enum LoopbackClient {
    /// An answer as read off the wire.
    public struct Response: Sendable {
        /// The status, 0 when the server closed the connection without one.
        public var status: Int
        /// Header names lowercased.
        public var headers: [String: String]
        /// Everything after the headers.
        public var body: String
    }

    /// Why an exchange failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in the words a failed test prints.
        public var description: String
    }

    /// How long a read or write may block, unless a request says otherwise.
    public static let timeoutSeconds = 10

    /// Sends `request` verbatim and reads until the server closes, each read or write waiting at most `timeoutSeconds`.
    public static func sendRaw(
        _ request: String, port: UInt16, timeoutSeconds: Int = timeoutSeconds
    ) async throws -> Response {
        try await LoopbackConnection.onThread { try exchange(request, port: port, timeoutSeconds: timeoutSeconds) }
    }

    /// A request with `Host: 127.0.0.1:<port>` and `Connection: close` unless `headers` say otherwise.
    public static func request(
        _ method: String, _ target: String, port: UInt16, headers: [String: String] = [:], body: String = "",
        timeoutSeconds: Int = timeoutSeconds
    ) async throws -> Response {
        var all = ["Host": "127.0.0.1:\(port)", "Connection": "close"].merging(headers) { _, given in given }
        if !body.isEmpty { all["Content-Length"] = String(body.utf8.count) }
        let lines = all.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return try await sendRaw(
            "\(method) \(target) HTTP/1.1\r\n" + lines.joined(separator: "\r\n") + "\r\n\r\n" + body, port: port,
            timeoutSeconds: timeoutSeconds)
    }

    private static func exchange(_ request: String, port: UInt16, timeoutSeconds: Int) throws -> Response {
        let connection: LoopbackConnection
        do {
            connection = try LoopbackConnection(port: port, timeoutSeconds: timeoutSeconds)
        } catch {
            throw Failure(description: "connect to 127.0.0.1:\(port): \(error)")
        }
        defer { connection.close() }
        // The server may answer and close before reading a body it refuses.
        connection.send(request)
        // Some servers (chromedriver) keep the connection open whatever the request says.
        let answer = connection.readUntilClosed(orUntil: isComplete)
        guard !answer.timedOut else { throw Failure(description: "no answer within \(timeoutSeconds) s") }
        return parse(answer.text)
    }

    /// Whether `bytes` hold the headers and all the body `Content-Length` announces: a kept-alive answer is whole.
    public static func isComplete(_ bytes: [UInt8]) -> Bool {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.dropLast(3).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            return false
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
        guard let line = head.components(separatedBy: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return false }
        return bytes.count - (end + 4) >= length
    }

    private static func parse(_ text: String) -> Response {
        guard let end = text.range(of: "\r\n\r\n") else { return Response(status: 0, headers: [:], body: "") }
        let head = text[..<end.lowerBound].components(separatedBy: "\r\n")
        let status = head.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for parts in head.dropFirst().map({ $0.split(separator: ":", maxSplits: 1) }) where parts.count == 2 {
            headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[end.upperBound...]))
    }
}

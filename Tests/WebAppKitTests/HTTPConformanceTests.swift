import Foundation
import LoopbackTesting
import Synchronization
import Testing
import WebAppKit

/// Each way a request can be read two ways, or asks for what the server does not do, answered
/// as RFC 9110 and 9112 say: the one status, once, and the connection closed after a refusal,
/// so nothing after a doubtful head is read as a request. No handler runs for any of them.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HTTPConformanceTests {
    /// How many requests reached a handler of `/hello` or `/items`.
    private final class Handled: Sendable {
        let count = Atomic(0)
        var value: Int { count.load(ordering: .relaxed) }
    }

    private let handled = Handled()

    private var routes: [WebRoute] {
        let handled = handled
        return [
            WebRoute(.get, "/hello") { _ in
                handled.count.add(1, ordering: .relaxed)
                return .text("hello", status: 200)
            },
            WebRoute(.post, "/items") { request in
                handled.count.add(1, ordering: .relaxed)
                return .text("posted \(request.form["name"] ?? "?")", status: 200)
            },
            WebRoute(.get, "/items/:id") { _ in .text("an item", status: 200) },
            WebRoute(.post, "/items/refresh") { _ in .redirect(to: "/hello") },
        ]
    }

    /// `request` with `Host` and `Connection: close` after its request line, then `rest`.
    private func raw(_ requestLine: String, port: UInt16, _ fields: [String] = [], body: String = "") -> String {
        ([requestLine, "Host: 127.0.0.1:\(port)", "Connection: close"] + fields).joined(separator: "\r\n")
            + "\r\n\r\n" + body
    }

    private func expectAnswered(
        _ status: Int, to request: String, port: UInt16, _ comment: Comment? = nil
    )
        async throws
    {
        let closed = try await exchange(request, port: port)
        #expect(!closed.timedOut, "no answer, and the connection stayed open: \(comment ?? "")")
        #expect(closed.statuses == [status], "\(closed.text.prefix(300)) \(comment ?? "")")
    }

    @Test func twoHostFieldsAre400WhicheverComesFirst() async throws {
        try await withServer(routes) { server in
            let port = server.port
            for hosts in [["127.0.0.1:\(port)", "evil.example"], ["evil.example", "127.0.0.1:\(port)"]] {
                let request = "GET /hello HTTP/1.1\r\n" + hosts.map { "Host: \($0)\r\n" }.joined() + "\r\n"
                try await expectAnswered(400, to: request, port: port, "\(hosts)")
            }
            try await expectAnswered(400, to: "GET /hello HTTP/1.1\r\nConnection: close\r\n\r\n", port: port)
            try await expectAnswered(
                400, to: "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:\(port), evil.example\r\n\r\n", port: port)
            #expect(handled.value == 0)
        }
    }

    @Test func conflictingContentLengthsAre400() async throws {
        try await withServer(routes) { server in
            let port = server.port
            for lengths in [["3", "4"], ["4", "3"], ["3", "3"], ["3, 4"], ["3, 3"]] {
                let request = raw(
                    "POST /items HTTP/1.1", port: port, lengths.map { "Content-Length: \($0)" }, body: "abcd")
                try await expectAnswered(400, to: request, port: port, "\(lengths)")
            }
            #expect(handled.value == 0)
        }
    }

    @Test func aMalformedContentLengthGetsOne400() async throws {
        try await withServer(routes) { server in
            let port = server.port
            for length in ["-1", "abc", "1 2", "+5", "0x10", "5.0", ""] {
                let request = raw("POST /items HTTP/1.1", port: port, ["Content-Length: \(length)"], body: "hello")
                try await expectAnswered(400, to: request, port: port, "Content-Length: \(length)")
            }
        }
    }

    @Test func aTransferCodingOtherThanChunkedIs501AtOnceAndChunkedIs411() async throws {
        try await withServer(routes) { server in
            let port = server.port
            for (coding, status) in [
                ("gzip", 501), ("gzip, chunked", 501), ("x-unknown", 501), ("chunked", 411), ("CHUNKED", 411),
            ] {
                // The body never comes: the answer must not wait for it.
                let request = raw("POST /items HTTP/1.1", port: port, ["Transfer-Encoding: \(coding)"])
                try await expectAnswered(status, to: request, port: port, "Transfer-Encoding: \(coding)")
            }
            let both = raw(
                "POST /items HTTP/1.1", port: port, ["Transfer-Encoding: chunked", "Content-Length: 5"],
                body: "0\r\n\r\n")
            try await expectAnswered(411, to: both, port: port)
            #expect(handled.value == 0)
        }
    }

    @Test func aTransferEncodingThatNamesNoCodingIs400AndContentLengthIsNotRead() async throws {
        try await withServer(routes) { server in
            let port = server.port
            for coding in ["", ",", " , ,"] {
                let request = raw(
                    "POST /items HTTP/1.1", port: port, ["Transfer-Encoding: \(coding)", "Content-Length: 9"],
                    body: "name=evil")
                try await expectAnswered(400, to: request, port: port, "Transfer-Encoding: '\(coding)'")
            }
            // An empty item beside a coding is no item (RFC 9110 section 5.6.1).
            let chunked = raw("POST /items HTTP/1.1", port: port, ["Transfer-Encoding: chunked, "])
            try await expectAnswered(411, to: chunked, port: port)
            #expect(handled.value == 0)
        }
    }

    @Test func anUnknownExpectationIs417AndOneHundredContinueIsMet() async throws {
        try await withServer(routes) { server in
            let port = server.port
            let other = raw("GET /hello HTTP/1.1", port: port, ["Expect: something-else"])
            try await expectAnswered(417, to: other, port: port)
            #expect(handled.value == 0)
            let token = server.sessionToken
            let body = "_token=\(token)&name=a"
            let head = raw(
                "POST /items HTTP/1.1", port: port,
                [
                    "Expect: 100-continue", "Content-Length: \(body.utf8.count)",
                    "Content-Type: application/x-www-form-urlencoded", "Cookie: \(server.sessionCookieName)=\(token)",
                ])
            let closed = try await LoopbackConnection.onThread {
                let connection = try LoopbackConnection(port: port)
                defer { connection.close() }
                connection.send(head)
                // The body is held back until the server says to go on, as a client would.
                guard connection.hasSomethingToRead(within: .seconds(10)) else { return connection.readUntilClosed() }
                connection.send(body)
                return connection.readUntilClosed()
            }
            #expect(closed.statuses == [100, 200], "\(closed.text)")
            #expect(closed.text.hasSuffix("posted a\n"))
        }
    }

    @Test func aNULOrControlByteInThePathIs400NotAnotherPath() async throws {
        try await withServer(routes) { server in
            let port = server.port
            for target in [
                "/hello\u{0}", "/hel\u{0}lo", "/hello%00", "/hello%00.txt", "/%00", "/hello%0A", "/hello%7F",
            ] {
                try await expectAnswered(400, to: raw("GET \(target) HTTP/1.1", port: port), port: port, "\(target)")
            }
            #expect(handled.value == 0)
        }
    }

    @Test func getOnAPostOnlyRouteIs405WithAllowEvenWhereAParameterWouldMatch() async throws {
        try await withServer(routes) { server in
            let refresh = try await LoopbackClient.request("GET", "/items/refresh", port: server.port)
            #expect(refresh.status == 405)
            #expect(refresh.headers["allow"] == "POST")
            let item = try await LoopbackClient.request("GET", "/items/7", port: server.port)
            #expect(item.status == 200)
        }
    }

    @Test func malformedHeadsAreRefusedWithTheirStatus() async throws {
        try await withServer(routes) { server in
            let port = server.port
            let host = "Host: 127.0.0.1:\(port)\r\n"
            let cases: [(String, Int)] = [
                ("GET /hello HTTP/2.0\r\n\(host)\r\n", 505),
                ("GET /hello HTTP/1.1\r\n\(host)X-Folded: a\r\n b\r\n\r\n", 400),
                ("GET /hello HTTP/1.1\r\nHost : 127.0.0.1:\(port)\r\n\r\n", 400),
                ("GET /hello HTTP/1.1\r\n\(host)X-Bare: a\rb\r\n\r\n", 400),
                ("GET /hello HTTP/1.1\r\n\(host)NoColon\r\n\r\n", 400),
                ("GET  /hello HTTP/1.1\r\n\(host)\r\n", 400),
                ("GET /hello\r\n\(host)\r\n", 400),
                ("GET hello HTTP/1.1\r\n\(host)\r\n", 400),
                ("GET /\(String(repeating: "a", count: 9_000)) HTTP/1.1\r\n\(host)\r\n", 414),
                (
                    "GET /hello HTTP/1.1\r\n\(host)"
                        + String(repeating: "X-Pad: \(String(repeating: "p", count: 1_000))\r\n", count: 70) + "\r\n",
                    431
                ),
                ("GET /hello HTTP/1.1\r\n\(host)" + String(repeating: "X-Many: 1\r\n", count: 101) + "\r\n", 431),
                ("GET http://evil.example/hello HTTP/1.1\r\n\(host)\r\n", 421),
            ]
            for (request, status) in cases {
                try await expectAnswered(status, to: request, port: port, "\(request.prefix(60))")
            }
            #expect(handled.value == 0)
        }
    }

    @Test func keptAliveAndPipelinedRequestsAreAnsweredInOrder() async throws {
        try await withServer(routes) { server in
            let port = server.port
            let host = "Host: 127.0.0.1:\(port)"
            // Three requests in one write; the last one closes. Empty lines between are skipped.
            let requests =
                "GET /hello HTTP/1.1\r\n\(host)\r\n\r\n\r\nGET /items/9 HTTP/1.1\r\n\(host)\r\n\r\n"
                + "HEAD /hello HTTP/1.1\r\n\(host)\r\nConnection: close\r\n\r\n"
            let closed = try await exchange(requests, port: port)
            #expect(closed.statuses == [200, 200, 200])
            #expect(closed.text.components(separatedBy: "hello\n").count == 2, "HEAD has no body: \(closed.text)")
            #expect(closed.text.contains("an item\n"))
            let absolute = "GET http://localhost:\(port)/hello HTTP/1.1\r\n\(host)\r\nConnection: close\r\n\r\n"
            #expect(try await exchange(absolute, port: port).statuses == [200])
            let old = "GET /hello HTTP/1.0\r\n\(host)\r\n\r\n"
            #expect(try await exchange(old, port: port).statuses == [200], "HTTP/1.0 closes after one answer")
        }
    }
}

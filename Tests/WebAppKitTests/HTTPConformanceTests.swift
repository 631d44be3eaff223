import Foundation
import LoopbackTesting
import Testing
import WebAppKit

/// Each request that reads two ways or asks what the server does not do, answered as RFC 9110 and
/// 9112 say: one status, once, then the close, so nothing after a doubtful head is read; no handler runs.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HTTPConformanceTests {
    /// How many requests reached a handler of `/hello` or `/items`.
    private let handled = ThreadLock(0)

    private var routes: [WebRoute] {
        let handled = handled
        return [
            WebRoute(.get, "/hello") { _ in
                _ = handled.next()
                return .text("hello", status: 200)
            },
            WebRoute(.post, "/items") { request in
                _ = handled.next()
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

    /// Sends each request `make` builds on a connection of its own; expects its one status, then the close.
    private func expectRefused(_ make: (UInt16) -> [(request: String, status: Int)]) async throws {
        try await withServer(routes) { server in
            for (request, status) in make(server.port) {
                let closed = try await exchange(request, port: server.port)
                #expect(!closed.timedOut, "no answer, and the connection stayed open: \(request.prefix(80))")
                #expect(closed.statuses == [status], "\(closed.text.prefix(300)) \(request.prefix(80))")
            }
            #expect(handled.withLock { $0 } == 0)
        }
    }

    @Test func twoHostFieldsWhicheverComesFirstNoneOrAListAre400() async throws {
        try await expectRefused { port in
            [
                "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\n\r\n",
                "GET /hello HTTP/1.1\r\nHost: evil.example\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
                "GET /hello HTTP/1.1\r\nConnection: close\r\n\r\n",
                "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:\(port), evil.example\r\n\r\n",
            ].map { ($0, 400) }
        }
    }

    @Test func conflictingOrMalformedContentLengthsAre400() async throws {
        try await expectRefused { port in
            let conflicting = [["3", "4"], ["4", "3"], ["3", "3"], ["3, 4"], ["3, 3"]]
            let malformed = ["-1", "abc", "1 2", "+5", "0x10", "5.0", ""].map { [$0] }
            return (conflicting + malformed).map { lengths in
                (raw("POST /items HTTP/1.1", port: port, lengths.map { "Content-Length: \($0)" }, body: "abcd"), 400)
            }
        }
    }

    /// Chunked is 411 and another coding 501, at once: the body never comes, and the answer must not
    /// wait for it. A Transfer-Encoding naming no coding is 400, the Content-Length beside it unread; an
    /// empty item beside a coding is no item (RFC 9110 section 5.6.1).
    @Test func transferEncodingsAreRefusedWithTheirStatus() async throws {
        try await expectRefused { port in
            let alone = [
                ("gzip", 501), ("gzip, chunked", 501), ("x-unknown", 501), ("chunked", 411), ("CHUNKED", 411),
                ("chunked, ", 411),
            ].map { coding, status in (["Transfer-Encoding: \(coding)"], "", status) }
            let besideALength = [("", 400), (",", 400), (" , ,", 400), ("chunked", 411)].map { coding, status in
                (["Transfer-Encoding: \(coding)", "Content-Length: 9"], "name=evil", status)
            }
            return (alone + besideALength).map { fields, body, status in
                (raw("POST /items HTTP/1.1", port: port, fields, body: body), status)
            }
        }
    }

    @Test func anUnknownExpectationIs417AndOneHundredContinueIsMet() async throws {
        try await withServer(routes) { server in
            let port = server.port
            let other = try await exchange(
                raw("GET /hello HTTP/1.1", port: port, ["Expect: something-else"]), port: port)
            #expect(!other.timedOut && other.statuses == [417], "\(other.text)")
            #expect(handled.withLock { $0 } == 0)
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
        try await expectRefused { port in
            ["/hello\u{0}", "/hel\u{0}lo", "/hello%00", "/hello%00.txt", "/%00", "/hello%0A", "/hello%7F"].map {
                (raw("GET \($0) HTTP/1.1", port: port), 400)
            }
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
        try await expectRefused { port in
            let host = "Host: 127.0.0.1:\(port)\r\n"
            return [
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

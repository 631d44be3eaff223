import Foundation
import FoundationTesting
import HTTPServerKit
import LoopbackTesting
import Testing
import WebAppKit

/// The server over real loopback sockets: every refusal the security model promises, each by a test.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebServerTests {
    private static let routes = [
        WebRoute(.get, "/hello") { _ in .text("hello", status: 200) },
        WebRoute(.get, "/items/:id") { request in .text("item \(request.parameters["id"] ?? "?")", status: 200) },
        WebRoute(.post, "/items") { request in .text("posted \(request.form["name"] ?? "?")", status: 200) },
    ]

    @Test func routesByPathAndHandsOverTheParameters() async throws {
        try await withServer(Self.routes) { server in
            let hello = try await LoopbackClient.request("GET", "/hello", port: server.port)
            #expect(hello.status == 200)
            #expect(hello.body == "hello\n")
            let item = try await LoopbackClient.request("GET", "/items/a%20b", port: server.port)
            #expect(item.body == "item a b\n")
        }
    }

    @Test func portZeroPicksAFreePortAndATakenPortIsNamed() async throws {
        try await withServer(Self.routes) { server in
            #expect(server.port != 0)
            let second = WebServer(routes: [], configuration: HTTPServerConfiguration(port: server.port))
            #expect(throws: HTTPServerError.portInUse(server.port)) { try second.start() }
        }
    }

    @Test func unknownPathsAre404AndWrongMethods405WithAllow() async throws {
        try await withServer(Self.routes) { server in
            #expect(try await LoopbackClient.request("GET", "/nothing", port: server.port).status == 404)
            let post = try await LoopbackClient.request("POST", "/hello", port: server.port)
            #expect(post.status == 405)
            #expect(post.headers["allow"] == "GET, HEAD")
            let delete = try await LoopbackClient.request("DELETE", "/items/1", port: server.port)
            #expect(delete.status == 405)
            #expect(delete.headers["allow"] == "GET, HEAD")
            #expect(try await LoopbackClient.request("DELETE", "/nothing", port: server.port).status == 404)
        }
    }

    @Test func everyAnswerCarriesTheContentSecurityPolicy() async throws {
        try await withServer(Self.routes) { server in
            for target in ["/hello", "/nothing", StaticAssets.stylesheetPath] {
                let response = try await LoopbackClient.request("GET", target, port: server.port)
                #expect(
                    response.headers["content-security-policy"]
                        == "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                        + "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
                #expect(response.headers["x-content-type-options"] == "nosniff")
                #expect(response.headers["x-frame-options"] == "DENY")
            }
        }
    }

    @Test func anotherHostIsRefusedAgainstDNSRebinding() async throws {
        try await withServer(Self.routes) { server in
            let port = server.port
            #expect(
                try await LoopbackClient.request("GET", "/hello", port: port, headers: ["Host": "localhost:\(port)"])
                    .status == 200)
            for host in [
                "evil.example:\(port)", "evil.example", "127.0.0.1", "127.0.0.1:\(port &+ 1)", "localhost.evil:\(port)",
            ] {
                let response = try await LoopbackClient.request("GET", "/hello", port: port, headers: ["Host": host])
                #expect(response.status == 421, "\(host)")
            }
            let noHost = try await LoopbackClient.sendRaw("GET /hello HTTP/1.0\r\n\r\n", port: port)
            #expect(noHost.status == 421)
        }
    }

    @Test func aPostNeedsTheSessionTokenInItsCookieAndItsForm() async throws {
        try await withServer(Self.routes) { server in
            let port = server.port
            let token = server.sessionToken
            let form = ["Content-Type": "application/x-www-form-urlencoded"]
            let cookie = ["Cookie": "other=1; \(server.sessionCookieName)=\(token)"]
            func post(_ headers: [String: String], _ body: String) async throws -> Int {
                try await LoopbackClient.request("POST", "/items", port: port, headers: headers, body: body).status
            }
            #expect(try await post(form.merging(cookie) { $1 }, "_token=\(token)&name=a") == 200)
            #expect(try await post(cookie.merging(["X-Mosaic-Token": token]) { $1 }, "") == 200)
            #expect(try await post(form, "_token=\(token)&name=a") == 403)
            #expect(try await post(form.merging(cookie) { $1 }, "name=a") == 403)
            #expect(
                try await post(form.merging(["Cookie": "\(server.sessionCookieName)=forged"]) { $1 }, "_token=forged")
                    == 403)
            let oneOff = token.dropLast() + (token.hasSuffix("0") ? "1" : "0")
            #expect(try await post(form.merging(cookie) { $1 }, "_token=\(oneOff)") == 403)
            let page = try await LoopbackClient.request("GET", "/hello", port: port)
            #expect(page.headers["set-cookie"] == "mosaic_token_\(port)=\(token); Path=/; HttpOnly; SameSite=Strict")
        }
    }

    /// Cookies ignore ports, so a browser keeps one jar for every server on 127.0.0.1: each
    /// server's cookie must have a name of its own, or the second would overwrite the first's.
    @Test func twoServersOnDifferentPortsEachKeepTheirOwnToken() async throws {
        try await withServer(Self.routes) { first in
            try await withServer(Self.routes) { second in
                // What a browser's jar holds after a page of each, in that order.
                var jar: [String: String] = [:]
                for server in [first, second] {
                    let page = try await LoopbackClient.request("GET", "/hello", port: server.port)
                    let pair = try #require(page.headers["set-cookie"]?.split(separator: ";").first)
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    jar[parts[0]] = parts[1]
                }
                let cookie = jar.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
                for server in [first, second] {
                    let posted = try await LoopbackClient.request(
                        "POST", "/items", port: server.port,
                        headers: ["Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"],
                        body: "_token=\(server.sessionToken)&name=a")
                    #expect(posted.status == 200, "the server on \(server.port) answered \(posted.status)")
                }
            }
        }
    }

    @Test func aBodyOverTheLimitIs413() async throws {
        try await withServer(Self.routes, HTTPServerConfiguration(maximumBodyBytes: 1_000)) { server in
            let port = server.port
            let announced = try await LoopbackClient.request(
                "POST", "/items", port: port, headers: ["Content-Length": "1000000"])
            #expect(announced.status == 413)
            let big = String(repeating: "a", count: 1_001)
            let sent = try await LoopbackClient.request("POST", "/items", port: port, body: big)
            #expect(sent.status == 413)
            let huge = try await LoopbackClient.request(
                "POST", "/items", port: port, headers: ["Content-Length": "99999999999999999999999"])
            #expect(huge.status == 413)
        }
    }

    @Test func assetsAreServedByExactNameOnly() async throws {
        try await withServer(Self.routes) { server in
            let port = server.port
            #expect(try await LoopbackClient.request("GET", StaticAssets.stylesheetPath, port: port).status == 200)
            let attempts = [
                "/assets/../Package.swift", "/assets/%2e%2e/Package.swift", "/assets/%2E%2E%2FPackage.swift",
                "/assets/..%2f..%2fPackage.swift", "/assets//etc/passwd", "/assets/mosaic.css/", "/assets/",
                "/assets/mosaic.css%00.txt", "/assets/MOSAIC.CSS", "/../Package.swift",
                "/assets/%2e%2e%5cPackage.swift",
            ]
            for target in attempts {
                let response = try await LoopbackClient.request("GET", target, port: port)
                #expect(response.status == 404 || response.status == 400, "\(target)")
                #expect(!response.body.contains("swift-tools-version"), "\(target)")
            }
        }
    }

    /// A request's context says whether the browser vouches for it as the app's own (the pages
    /// then record events), from `Sec-Fetch-Site`, which no page can set.
    @Test func theRequestContextSaysWhetherTheBrowserSaysTheRequestIsTheAppsOwn() async throws {
        let echo = WebRoute(.get, "/own") { request in
            .text(request.context.isFromThisApp ? "own" : "foreign", status: 200)
        }
        try await withServer([echo]) { server in
            for (site, expected) in [
                ("same-origin", "own"), ("none", "own"), ("same-site", "foreign"), ("cross-site", "foreign"),
                ("", "foreign"),
            ] {
                let answer = try await LoopbackClient.request(
                    "GET", "/own", port: server.port, headers: ["Sec-Fetch-Site": site])
                #expect(answer.body == "\(expected)\n", "Sec-Fetch-Site: \(site)")
            }
        }
    }

    @Test func aFailurePageIs504AfterATimeout502AfterAnUnreachableServiceElseItsOwnStatus() async {
        let page = WebPage(title: "Launch", back: nil, content: [.text("unavailable")])
        let untouched = WebRequest(method: .get, path: "/")
        #expect(WebResponse.failure(page, for: untouched).status == 502, "every service answered")
        for (noted, status) in [([], 404), ([false], 502), ([true], 504), ([true, false], 504), ([false, true], 504)] {
            let request = WebRequest(method: .get, path: "/", context: WebRequestContext(isFromThisApp: true))
            for timedOut in noted { request.context.noteUpstreamFailure(timedOut: timedOut) }
            let response = WebResponse.failure(page, for: request, otherwise: 404)
            #expect(response.status == status, "\(noted)")
            #expect(response.text.contains("<h1>Launch</h1>"))
        }
    }

    @Test func stoppingLetsTheRequestsBeingAnsweredFinishAndTakesNoMore() async throws {
        let gate = Gate()
        let slow = WebRoute(.get, "/slow") { _ in
            await gate.wait()
            return .text("finished", status: 200)
        }
        let server = WebServer(routes: [slow])
        try server.start()
        let port = server.port
        async let answer = LoopbackClient.request("GET", "/slow", port: port, timeoutSeconds: 50)
        await gate.waitForWaiters(1)
        // An idle connection holds nothing up: it is closed as stopping begins.
        let idle = try LoopbackConnection(port: port)
        defer { idle.close() }
        async let stopped: Void = server.stop()
        let refused = await waitUntil(atMost: .seconds(20)) {
            guard let accepted = try? LoopbackSocket(port: port) else { return true }
            accepted.close()
            return false
        }
        #expect(refused, "the server still accepts connections")
        gate.open()
        await stopped
        #expect(try await answer.body == "finished\n")
        let closed = try await LoopbackConnection.onThread { idle.readUntilClosed() }
        #expect(!closed.timedOut && closed.text.isEmpty)
    }

    @Test func manyConnectionsAtOnceAreAllAnswered() async throws {
        try await withServer(Self.routes) { server in
            let port = server.port
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<40 {
                    group.addTask { try await LoopbackClient.request("GET", "/items/\(index)", port: port).status }
                }
                var statuses: [Int] = []
                for try await status in group { statuses.append(status) }
                return statuses
            }
            #expect(statuses == Array(repeating: 200, count: 40))
        }
    }
}

import Foundation
import FoundationTesting
import LoopbackTesting
import Networking
import NetworkingTesting
import NetworkingURLSession
import Testing

@Suite struct URLSessionHTTPClientTests {
    /// Headers come back as sent, a `Set-Cookie` too, which is never sent back.
    @Test func returnsA200WithItsBodyAndHeadersAndSendsNoCookieBack() async throws {
        try await LoopbackHTTPServer.run { _ in
            var response = LoopbackResponse.json(#"{"name":"pikachu"}"#)
            response.headers["X-Trace-Id"] = "abc-123"
            response.headers["Set-Cookie"] = "session=s-1; Path=/"
            return response
        } operation: { server in
            let client = QuickClients.client()
            let response = try await client.send(HTTPRequest(url: server.baseURL.appending(path: "a")))
            _ = try await client.send(HTTPRequest(url: server.baseURL.appending(path: "b")))

            #expect(response.statusCode == 200)
            #expect(response.body == Data(#"{"name":"pikachu"}"#.utf8))
            #expect(response.value(forHeader: "x-trace-id") == "abc-123")
            #expect(response.value(forHeader: "content-type") == "application/json")
            #expect(response.value(forHeader: "set-cookie") == "session=s-1; Path=/")
            #expect(server.requests.count == 2)
            #expect(server.requests.allSatisfy { $0.value(forHeader: "cookie") == nil })
        }
    }

    @Test func postDeliversMethodHeadersQueryAndBodyIntact() async throws {
        let body = Data(#"{"query":"{ launches { id } }","variables":{"limit":5}}"#.utf8)
        try await LoopbackHTTPServer.run { _ in
            .json("{}")
        } operation: { server in
            var components = try #require(URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
            components.path = "/graphql"
            components.queryItems = [
                URLQueryItem(name: "offset", value: "0"), URLQueryItem(name: "limit", value: "20"),
                URLQueryItem(name: "q", value: "mr mime"),
            ]
            let url = try #require(components.url)
            let request = HTTPRequest(
                method: .post,
                url: url,
                headers: ["Content-Type": "application/json", "X-Api-Key": "k-1"],
                body: body
            )

            _ = try await QuickClients.client().send(request)

            let received = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(received.method == "POST")
            #expect(received.path == "/graphql")
            // The loopback server's query items are percent-decoded.
            #expect(received.pathAndQuery == "/graphql?offset=0&limit=20&q=mr%20mime")
            #expect(received.queryItems == ["offset": "0", "limit": "20", "q": "mr mime"])
            #expect(received.value(forHeader: "content-type") == "application/json")
            #expect(received.value(forHeader: "X-API-KEY") == "k-1")
            #expect(received.body == body)
        }
    }

    /// A 503 or a connection dropped before any answer is retried for a GET, never for a POST.
    @Test(arguments: [
        (HTTPMethod.get, LoopbackResponse.text("busy", status: 503), 200, 2),
        (.post, .text("busy", status: 503), 503, 1),
        (.get, .closeWithoutResponse, 200, 2),
    ])
    func aFailedFirstAttemptIsRetriedOnlyForAGet(
        method: HTTPMethod, first: LoopbackResponse, status: Int, attempts: Int
    ) async throws {
        let calls = ThreadLock(0)
        try await LoopbackHTTPServer.run { _ in
            calls.next() == 1 ? first : .json(#"{"ok":true}"#)
        } operation: { server in
            let body = method == .post ? Data("{}".utf8) : nil
            let request = HTTPRequest(method: method, url: server.baseURL.appending(path: "x"), body: body)
            let response = try await QuickClients.client().send(request)
            #expect(response.statusCode == status)
            #expect(server.requests.count == attempts)
        }
    }

    /// Retried after `retryAfter` seconds, or `maxDelay` if shorter. An uncapped ten minutes would outlast the
    /// time limit, so the cap needs no upper bound on the clock.
    @Test(
        .timeLimit(.minutes(5)),
        arguments: [
            (retryAfter: "1", maxDelay: Duration.seconds(3), expectedWait: Duration.seconds(1)),
            (retryAfter: "600", maxDelay: .milliseconds(200), expectedWait: .milliseconds(200)),
        ])
    func retryAfterIsHonouredUpToMaxDelay(
        retryAfter: String, maxDelay: Duration, expectedWait: Duration
    )
        async throws
    {
        let calls = ThreadLock(0)
        try await LoopbackHTTPServer.run { _ in
            guard calls.next() == 1 else { return .json("{}") }
            var response = LoopbackResponse.text("slow down", status: 429)
            response.headers["Retry-After"] = retryAfter
            return response
        } operation: { server in
            let policy = RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(10), maxDelay: maxDelay)
            let clock = ContinuousClock()
            let start = clock.now
            let response = try await QuickClients.client(retryPolicy: policy)
                .send(HTTPRequest(url: server.baseURL.appending(path: "x")))
            let elapsed = clock.now - start
            #expect(response.statusCode == 200)
            #expect(elapsed >= expectedWait * 0.95, "retried after \(elapsed), expected \(expectedWait)")
        }
    }

    /// The answer would come past the time limit: only the client's timeout can end the exchange in time.
    @Test(.timeLimit(.minutes(5)))
    func slowResponsePastTheTimeoutThrowsTimedOut() async throws {
        try await LoopbackHTTPServer.run { _ in
            LoopbackResponse.json("{}").delayed(by: Self.longerThanTheTimeLimit)
        } operation: { server in
            let url = server.baseURL.appending(path: "slow")
            let clock = ContinuousClock()
            let start = clock.now
            let error = await #expect(throws: NetworkingError.self) {
                _ = try await QuickClients.client(timeout: .milliseconds(300)).send(HTTPRequest(url: url))
            }
            let elapsed = clock.now - start
            #expect(error == .timedOut(url: url))
            #expect(elapsed >= .milliseconds(290), "timed out after \(elapsed), before the 300 ms allowed")
            #expect(server.requests.count == 1, "a timed-out attempt is not retried")
        }
    }

    @Test func refusedConnectionThrowsNoConnectionAfterBoundedRetries() async throws {
        // A stopped server's port could be handed to another test's server, which would answer.
        let url = try await LoopbackHTTPServer.stoppedURL().appending(path: "gone")

        let error = await #expect(throws: NetworkingError.self) {
            _ = try await QuickClients.client().send(HTTPRequest(url: url))
        }

        #expect(error == .noConnection(url: url, reason: "the connection was refused"))
        #expect(error?.isConnectivityFailure == true)
    }

    @Test(.timeLimit(.minutes(5)))
    func cancellingTheCallerDuringASlowExchangeThrowsCancelledPromptly() async throws {
        try await LoopbackHTTPServer.run { _ in
            LoopbackResponse.json("{}").delayed(by: Self.longerThanTheTimeLimit)
        } operation: { server in
            try await expectCancellationAfterFirstRequestIsPrompt(
                client: QuickClients.client(timeout: Self.longerThanTheTimeLimit),
                server: server
            )
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func cancellingTheCallerDuringABackoffThrowsCancelledPromptly() async throws {
        try await LoopbackHTTPServer.run { _ in
            .text("busy", status: 503)
        } operation: { server in
            let policy = RetryPolicy(
                maxAttempts: 3, baseDelay: Self.longerThanTheTimeLimit, maxDelay: Self.longerThanTheTimeLimit)
            try await expectCancellationAfterFirstRequestIsPrompt(
                client: QuickClients.client(retryPolicy: policy),
                server: server
            )
            #expect(server.requests.count == 1)
        }
    }

    /// Past the five-minute limit unless cut short, so promptness needs no clock reading of its own.
    private static let longerThanTheTimeLimit = Duration.seconds(600)

    /// Cancels a GET once the server has it and expects `.cancelled`; what it interrupts outlasts the time
    /// limit, so a cancellation that waited would fail, however fast the machine.
    private func expectCancellationAfterFirstRequestIsPrompt(
        client: URLSessionHTTPClient,
        server: LoopbackHTTPServer
    ) async throws {
        let url = server.baseURL.appending(path: "pending")
        let task = Task { try await client.send(HTTPRequest(url: url)) }
        // Far beyond scheduling delay: a sanitizer run on a loaded machine needed over a minute.
        try #require(await waitUntil(atMost: .seconds(600)) { server.requests.count == 1 })
        task.cancel()
        let result = await task.result
        #expect(throws: NetworkingError.cancelled) { try result.get() }
    }

    @Test(arguments: HTTPClientContract.Check.allCases)
    func honoursTheHTTPClientContract(_ check: HTTPClientContract.Check) async throws {
        let okBody = Data(#"{"id":25,"name":"pikachu"}"#.utf8)
        try await LoopbackHTTPServer.run { request in
            request.path == "/ok"
                ? LoopbackResponse.json(String(decoding: okBody, as: UTF8.self)) : .text("", status: 404)
        } operation: { server in
            let contract = HTTPClientContract(
                client: QuickClients.client(),
                okURL: server.baseURL.appending(path: "ok"),
                okBody: okBody,
                notFoundURL: server.baseURL.appending(path: "missing")
            )
            await contract.verify(check)
        }
    }

}

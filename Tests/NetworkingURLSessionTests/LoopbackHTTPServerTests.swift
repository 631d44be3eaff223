import Foundation
import LoopbackTesting
import Networking
import NetworkingURLSession
import Synchronization
import Testing

/// The test server is shared by other suites, so its own promises are checked here, through the live client.
@Suite struct LoopbackHTTPServerTests {
    @Test(.timeLimit(.minutes(5)))
    func servesConcurrentConnectionsAndRecordsEveryRequest() async throws {
        // Counting requests in flight proves concurrency without depending on how busy the machine is.
        let inFlight = Mutex((now: 0, most: 0))
        try await LoopbackHTTPServer.run { request in
            inFlight.withLock {
                $0.now += 1; $0.most = max($0.most, $0.now)
            }
            try? await Task.sleep(for: .milliseconds(500))
            inFlight.withLock { $0.now -= 1 }
            return LoopbackResponse.text(request.path)
        } operation: { server in
            let client = QuickClients.client(timeout: .seconds(600), retryPolicy: .never)
            let paths = try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<10 {
                    let url = server.baseURL.appending(path: "item/\(index)")
                    group.addTask { String(decoding: try await client.send(HTTPRequest(url: url)).body, as: UTF8.self) }
                }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            #expect(paths == Set((0..<10).map { "/item/\($0)" }))
            #expect(Set(server.requests.map(\.path)) == paths)
            #expect(inFlight.withLock { $0.most } >= 2, "the server never handled two requests at once")
        }
    }

    @Test(.timeLimit(.minutes(5)), arguments: [false, true])
    func connectionsCloseAfterEachResponseUnlessKeptAlive(keepAlive: Bool) async throws {
        let server = try await LoopbackHTTPServer.start(keepAlive: keepAlive) { request in .text(request.path) }
        let client = QuickClients.client(timeout: .seconds(600), retryPolicy: .never)
        for index in 0..<3 {
            let response = try await client.send(HTTPRequest(url: server.baseURL.appending(path: "item/\(index)")))
            #expect(String(decoding: response.body, as: UTF8.self) == "/item/\(index)")
            #expect(response.value(forHeader: "Connection") == (keepAlive ? "keep-alive" : "close"))
        }
        let connections = server.requests.map(\.connection)
        #expect(connections == (keepAlive ? [1, 1, 1] : [1, 2, 3]))
        await server.stop()
    }

    /// The response waits ten minutes, far past the test's time limit: the test can only pass if
    /// stopping cuts the delay short, on a fast machine or a starved one.
    @Test(.timeLimit(.minutes(5)))
    func stopReturnsPromptlyWhileAResponseIsStillDelayed() async throws {
        let server = try await LoopbackHTTPServer.start { _ in LoopbackResponse.json("{}").delayed(by: .seconds(600)) }
        let client = QuickClients.client(timeout: .seconds(600), retryPolicy: .never)
        let url = server.baseURL.appending(path: "slow")
        let pending = Task { try await client.send(HTTPRequest(url: url)) }
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }

        await server.stop()

        let result = await pending.result
        #expect(throws: NetworkingError.self) { try result.get() }
    }

    /// A server whose cooperative pool is fully blocked still answers: it serves from threads of
    /// its own. Every pool thread is held until the answer arrives (the client, URLSession, runs
    /// on threads of its own too), so an answer that needed the pool would never come.
    @Test(.timeLimit(.minutes(5)))
    func answersWhileEveryThreadOfTheCooperativePoolIsBlocked() async throws {
        try await LoopbackHTTPServer.run { request in
            try? await Task.sleep(for: .milliseconds(10))
            return .text("served \(request.path)")
        } operation: { server in
            let url = server.baseURL.appending(path: "held")
            let answered = try await PoolBlocker.holdingEveryPoolThread {
                String(decoding: try Data(contentsOf: url), as: UTF8.self)
            }
            #expect(answered == "served /held")
        }
    }

    @Test func parsesTheQueryIntoDecodedItems() {
        let request = LoopbackRequest(method: "GET", pathAndQuery: "/api/v2/pokemon?offset=0&limit=20&q=mr%20mime")
        #expect(request.path == "/api/v2/pokemon")
        #expect(request.queryItems == ["offset": "0", "limit": "20", "q": "mr mime"])
    }
}

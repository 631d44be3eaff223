import Foundation
import FoundationTesting
import LoopbackTesting
import Networking
import NetworkingURLSession
import Testing

/// The test server is shared by other suites, so its own promises are checked here, through the live client.
/// That it serves connections at once is ConnectionLimitTests' (up to 12 held together).
@Suite struct LoopbackHTTPServerTests {
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

    /// Ten minutes, past the time limit: only stopping cutting the delay short passes, on any machine.
    @Test(.timeLimit(.minutes(5)))
    func stopReturnsPromptlyWhileAResponseIsStillDelayed() async throws {
        let server = try await LoopbackHTTPServer.start { _ in LoopbackResponse.json("{}").delayed(by: .seconds(600)) }
        let client = QuickClients.client(timeout: .seconds(600), retryPolicy: .never)
        let url = server.baseURL.appending(path: "slow")
        let pending = Task { try await client.send(HTTPRequest(url: url)) }
        try #require(await waitUntil { !server.requests.isEmpty })

        await server.stop()

        let result = await pending.result
        #expect(throws: NetworkingError.self) { try result.get() }
    }

    /// With every pool thread held until the answer arrives (URLSession has threads of its own too), the server
    /// still answers from its own threads; an answer needing the pool would never come.
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
}

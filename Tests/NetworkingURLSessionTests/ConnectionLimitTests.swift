import Foundation
import FoundationTesting
import LoopbackTesting
import Networking
import NetworkingURLSession
import Testing

@Suite("URLSession connection limit")
struct ConnectionLimitTests {
    /// More requests than the limit, each held until `limit` are in flight (or a bound passes, so too few
    /// connections fail the count, not hang): the client must reach its limit and never pass it.
    @Test(arguments: [2, 8, 12])
    func theClientKeepsExactlyItsConnectionLimitInFlight(limit: Int) async throws {
        let gauge = InFlightGauge()
        let server = try await LoopbackHTTPServer.start { _ in
            gauge.enter()
            await waitUntil(atMost: .seconds(2)) { gauge.now >= limit }
            gauge.leave()
            return .json("{}")
        }
        let client = URLSessionHTTPClient(
            configuration: .init(
                // Generous, so that a stalled machine cannot turn a held request into a timeout.
                requestTimeout: .seconds(60), retryPolicy: QuickClients.quickRetries,
                maximumConnectionsPerHost: limit))
        let url = server.baseURL.appending(path: "item")
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<(limit * 2) {
                group.addTask { (try? await client.send(HTTPRequest(url: url)))?.statusCode ?? 0 }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        await server.stop()
        #expect(statuses == Array(repeating: 200, count: limit * 2))
        #expect(gauge.most == limit)
    }
}

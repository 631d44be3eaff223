import Foundation
import Networking
import NetworkingTesting
import Synchronization
import Testing

@testable import AppComposition

@Suite("--verbose logs each exchange through a decorator")
struct LoggingHTTPClientTests {
    @Test func eachExchangeIsOneLineWithStatusAndSize() async throws {
        let lines = Mutex<[String]>([])
        let stub = RecordingHTTPClient { _ in .json("{\"ok\":true}") }
        let client = LoggingHTTPClient(wrapped: stub, label: "pokeapi, live") { line in
            lines.withLock { $0.append(line) }
        }
        let url = try #require(URL(string: "http://127.0.0.1/api/v2/pokemon/25/"))
        _ = try await client.send(HTTPRequest(url: url))
        let logged = lines.withLock { $0 }
        #expect(logged.count == 1)
        #expect(logged[0].hasPrefix("http: GET http://127.0.0.1/api/v2/pokemon/25/ -> 200, 11 bytes"))
        #expect(logged[0].hasSuffix("[pokeapi, live]"))
        #expect(stub.requests.count == 1)
    }

    @Test func failuresAreLoggedAndRethrownUnchanged() async throws {
        let lines = Mutex<[String]>([])
        let url = try #require(URL(string: "http://127.0.0.1:1/x"))
        let stub = RecordingHTTPClient { _ throws(NetworkingError) in throw .timedOut(url: url) }
        let client = LoggingHTTPClient(wrapped: stub, label: "spacex, live") { line in
            lines.withLock { $0.append(line) }
        }
        await #expect(throws: NetworkingError.timedOut(url: url)) { try await client.send(HTTPRequest(url: url)) }
        #expect(lines.withLock { $0 }.first?.contains("failed: http://127.0.0.1:1/x did not answer in time") == true)
    }
}

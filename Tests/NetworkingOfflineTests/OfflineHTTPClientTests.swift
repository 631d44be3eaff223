import Foundation
import Networking
import NetworkingOffline
import Testing

@Suite("The offline emulator's mechanism")
struct OfflineHTTPClientTests {
    private let base = URL(string: "https://guidomia.invalid/api")!

    @Test func aRequestOutsideTheBaseURLCannotConnect() async throws {
        let client = OfflineHTTPClient(api: .guidomia, baseURL: base)
        let elsewhere = try #require(URL(string: "https://example.com/api/car_list.json"))
        await #expect(throws: NetworkingError.self) { try await client.send(HTTPRequest(url: elsewhere)) }
        do {
            _ = try await client.send(HTTPRequest(url: elsewhere))
        } catch {
            guard case .noConnection(let url, _) = error else {
                Issue.record("expected noConnection, got \(error)")
                return
            }
            #expect(url == elsewhere)
        }
    }

    @Test func aPathOutsideTheBasePathCannotConnect() async throws {
        let client = OfflineHTTPClient(api: .guidomia, baseURL: base)
        let url = try #require(URL(string: "https://guidomia.invalid/other/car_list.json"))
        await #expect(throws: NetworkingError.self) { try await client.send(HTTPRequest(url: url)) }
    }

    @Test func theBaseURLCanBeAnyHost() async throws {
        let local = try #require(URL(string: "http://127.0.0.1:8080/guidomia"))
        let client = OfflineHTTPClient(api: .guidomia, baseURL: local)
        let response = try await client.send(HTTPRequest(url: local.appendingPathComponent("car_list.json")))
        #expect(response.statusCode == 200)
    }

    @Test func latencyDelaysTheAnswer() async throws {
        let client = OfflineHTTPClient(api: .guidomia, baseURL: base, latency: .milliseconds(120))
        let started = ContinuousClock.now
        _ = try await client.send(HTTPRequest(url: base.appendingPathComponent("car_list.json")))
        #expect(ContinuousClock.now - started >= .milliseconds(120))
    }

    @Test func cancellationDuringLatencyIsCancelled() async throws {
        let client = OfflineHTTPClient(api: .guidomia, baseURL: base, latency: .seconds(10))
        let url = base.appendingPathComponent("car_list.json")
        let task = Task { try await client.send(HTTPRequest(url: url)) }
        task.cancel()
        let result = await task.result
        #expect(throws: NetworkingError.cancelled) { try result.get() }
    }
}

import Foundation
import Networking
import NetworkingOffline
import Testing

@Suite("The offline client: routing to emulators, latency, cancellation")
struct OfflineHTTPClientTests {
    private let base = URL(string: "https://cars.invalid/api")!

    /// A request under no registered base URL cannot connect, and says which ones are served.
    @Test(arguments: ["https://example.com/api/car_list.json", "https://cars.invalid/other/car_list.json"])
    func aRequestOutsideEveryBaseURLCannotConnectAndNamesThoseServed(_ text: String) async throws {
        let shop = try #require(URL(string: "https://shop.invalid"))
        let client = OfflineHTTPClient(routes: [
            OfflineRoute(name: "cars", baseURL: base, emulator: FileEmulator.cars),
            OfflineRoute(name: "shop", baseURL: shop, emulator: FileEmulator.cars),
        ])
        let elsewhere = try #require(URL(string: text))
        let error = await #expect(throws: NetworkingError.self) { try await client.send(HTTPRequest(url: elsewhere)) }
        guard case .noConnection(let url, let reason) = error else {
            Issue.record("expected noConnection, got \(String(describing: error))")
            return
        }
        #expect(url == elsewhere)
        #expect(reason.contains("https://cars.invalid/api") && reason.contains("https://shop.invalid"))
    }

    @Test func theBaseURLCanBeAnyHost() async throws {
        let local = try #require(URL(string: "http://127.0.0.1:8080/cars"))
        let client = OfflineHTTPClient(serving: FileEmulator.cars, named: "cars", at: local)
        let response = try await client.send(HTTPRequest(url: local.appendingPathComponent("car_list.json")))
        #expect(response.statusCode == 200)
    }

    @Test func latencyDelaysTheAnswer() async throws {
        let client = OfflineHTTPClient(serving: FileEmulator.cars, named: "cars", at: base, latency: .milliseconds(120))
        let started = ContinuousClock.now
        _ = try await client.send(HTTPRequest(url: base.appendingPathComponent("car_list.json")))
        #expect(ContinuousClock.now - started >= .milliseconds(120))
    }

    @Test func cancellationDuringLatencyIsCancelled() async throws {
        let client = OfflineHTTPClient(serving: FileEmulator.cars, named: "cars", at: base, latency: .seconds(10))
        let url = base.appendingPathComponent("car_list.json")
        let task = Task { try await client.send(HTTPRequest(url: url)) }
        task.cancel()
        let result = await task.result
        #expect(throws: NetworkingError.cancelled) { try result.get() }
    }

    /// Under two nested base URLs, the most specific one's emulator answers.
    @Test func eachRequestGoesToTheEmulatorRegisteredForItsBaseURL() async throws {
        let shop = FileEmulator(name: "shop", files: ["items.json": Data("[]".utf8)])
        let inner = FileEmulator(name: "inner", files: ["car_list.json": Data("{}".utf8)])
        let client = OfflineHTTPClient(routes: [
            OfflineRoute(name: "cars", baseURL: base, emulator: FileEmulator.cars),
            OfflineRoute(name: "shop", baseURL: try #require(URL(string: "https://shop.invalid")), emulator: shop),
            OfflineRoute(name: "inner", baseURL: base.appendingPathComponent("v2"), emulator: inner),
        ])
        let cars = try await client.send(HTTPRequest(url: base.appendingPathComponent("car_list.json")))
        let items = try await client.send(
            HTTPRequest(url: try #require(URL(string: "https://shop.invalid/items.json"))))
        let nested = try await client.send(HTTPRequest(url: base.appendingPathComponent("v2/car_list.json")))
        #expect(cars.headers["X-Emulator"] == "cars")
        #expect(items.headers["X-Emulator"] == "shop")
        #expect(nested.headers["X-Emulator"] == "inner")
    }
}

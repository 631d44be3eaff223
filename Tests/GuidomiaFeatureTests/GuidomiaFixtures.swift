import Foundation
import Networking
import NetworkingTesting
import Testing

/// The challenge's real `car_list.json`, byte for byte (leading space and empty strings included).
enum GuidomiaFixtures {
    static let baseURL = URL(string: "https://guidomia.test/api")!

    static func data() throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/car_list", withExtension: "json"))
        return try Data(contentsOf: url)
    }

    /// A client that serves the fixture at `{baseURL}/car_list.json` and 404 elsewhere.
    static func client() throws -> StubHTTPClient {
        StubHTTPClient(routes: ["/api/car_list.json": .json(try data())])
    }
}

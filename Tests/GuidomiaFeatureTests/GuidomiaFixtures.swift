import Foundation
import GuidomiaFeature
import Networking
import NetworkingTesting
import Testing

/// The challenge's real `car_list.json`, byte for byte (leading space and empty strings included), and its offers.
enum GuidomiaFixtures {
    static let baseURL = URL(string: "https://guidomia.test/api")!

    static func data() throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/car_list", withExtension: "json"))
        return try Data(contentsOf: url)
    }

    /// A client that serves the fixture at `{baseURL}/car_list.json` and 404 elsewhere.
    static func client() throws -> RecordingHTTPClient {
        RecordingHTTPClient(routes: ["/api/car_list.json": .json(try data())])
    }

    /// The offers of `car_list.json`, cleaned up as the service cleans them (no empty pros or cons).
    static let offers = [
        CarOffer(
            make: "Land Rover", model: "Range Rover", customerPrice: 120_000, marketPrice: 125_000, rating: 3,
            pros: ["You can go everywhere", "Good sound system"], cons: ["Bad direction"]),
        CarOffer(
            make: "Alpine", model: "Roadster", customerPrice: 220_000, marketPrice: 225_000, rating: 4,
            pros: ["This car is so fast", "Jame Bond would love to steal that car"], cons: ["Sometime explode"]),
        CarOffer(
            make: "BMW", model: "3300i", customerPrice: 65_000, marketPrice: 55_900, rating: 5,
            pros: ["Your average business man car", "Can bring the family home safely", "The city must have"],
            cons: ["You can heard the engine over children cry at the back", "You may lose this one if you divorce"]),
        CarOffer(
            make: "Mercedes Benz", model: "GLE coupe", customerPrice: 95_000, marketPrice: 85_900, rating: 2,
            pros: [], cons: ["You may lose a wheel", "Expensive maintenance"]),
    ]
}

public import Foundation
public import Networking

/// Loads `{baseURL}/car_list.json` through the `Networking` port.
public struct GuidomiaService: Sendable {
    private let client: any HTTPClient
    private let baseURL: URL

    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    public func loadOffers() async throws(GuidomiaError) -> [CarOffer] {
        let request = HTTPRequest(
            method: .get, url: baseURL.appendingPathComponent("car_list.json"),
            headers: ["Accept": "application/json"])
        do {
            return try await client.decode([CarOfferDTO].self, from: request).map(CarOfferMapper.offer(from:))
        } catch {
            throw GuidomiaError(error)
        }
    }
}

import Foundation
import GuidomiaFeature
import Networking
import NetworkingTesting
import Testing

@Suite("Loading the car list")
struct GuidomiaServiceTests {
    @Test func theRealFileDecodesWithItsLeadingSpaceAndLosesItsEmptyEntries() async throws {
        let data = try GuidomiaFixtures.data()
        #expect(data.first == UInt8(ascii: " "), "the fixture must keep the file's leading space")
        let service = GuidomiaService(client: try GuidomiaFixtures.client(), baseURL: GuidomiaFixtures.baseURL)
        let offers = try await GuidomiaClient.live(service).offers()
        // Every field of every offer (the Mercedes has no pros); the presenter's tests state these offers.
        #expect(offers == GuidomiaFixtures.offers)
    }

    @Test func itAsksForCarListJSONUnderTheBaseURL() async throws {
        let client = try GuidomiaFixtures.client()
        _ = try await GuidomiaService(client: client, baseURL: GuidomiaFixtures.baseURL).loadOffers()
        let request = try #require(client.requests.first)
        #expect(request.method == .get)
        #expect(request.url.absoluteString == "https://guidomia.test/api/car_list.json")
    }

    @Test(arguments: [
        (HTTPResponse(statusCode: 404), GuidomiaError.notFound),
        (HTTPResponse(statusCode: 503), .unreachable("https://guidomia.test/api/car_list.json answered HTTP 503")),
        (HTTPResponse(statusCode: 403), .failed("https://guidomia.test/api/car_list.json answered HTTP 403")),
    ])
    func httpFailuresBecomeFeatureErrors(response: HTTPResponse, expected: GuidomiaError) async {
        let client = RecordingHTTPClient { _ in response }
        await #expect(throws: expected) {
            try await GuidomiaService(client: client, baseURL: GuidomiaFixtures.baseURL).loadOffers()
        }
    }

    @Test func aRefusedConnectionIsUnreachable() async {
        let client = RecordingHTTPClient { request throws(NetworkingError) in
            throw .noConnection(url: request.url, reason: "connection refused")
        }
        await #expect(
            throws: GuidomiaError.unreachable(
                "cannot reach https://guidomia.test/api/car_list.json: connection refused")
        ) {
            try await GuidomiaService(client: client, baseURL: GuidomiaFixtures.baseURL).loadOffers()
        }
    }

    @Test func aBodyThatIsNotACarListFailsNamingTheField() async throws {
        let client = RecordingHTTPClient { _ in .json(#"[{"make": "BMW"}]"#) }
        let error = await #expect(throws: GuidomiaError.self) {
            try await GuidomiaService(client: client, baseURL: GuidomiaFixtures.baseURL).loadOffers()
        }
        guard case .failed(let detail) = try #require(error) else {
            Issue.record("expected .failed, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("car_list.json"))
        #expect(detail.contains("missing key"))
    }
}

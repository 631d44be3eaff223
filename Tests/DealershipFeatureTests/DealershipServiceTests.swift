import DealershipFeature
import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite("Dealership service")
struct DealershipServiceTests {
    private func service(_ client: RecordingHTTPClient) -> DealershipService {
        DealershipService(client: client, endpoint: DealershipFixtures.endpoint)
    }

    @Test func postsTheBundledDetailQueryWithTheIDAsAVariable() async throws {
        let client = try DealershipFixtures.client(file: "dealership_detail_rv_kingdom.json")
        _ = try await DealershipClient.live(service(client)).dealership(DealershipFixtures.rvKingdomID)
        let request = try #require(client.requests.first)
        #expect(client.requests.count == 1)
        #expect(request.method == .post)
        #expect(request.url == DealershipFixtures.endpoint)
        let sent = try JSONDecoder().decode(GraphQLRequest.self, from: try #require(request.body))
        #expect(sent.operationName == "DealershipDetail")
        #expect(sent.variables == ["id": .string(DealershipFixtures.rvKingdomID)])
        #expect(sent.query.contains("query DealershipDetail($id: ID!)"))
        #expect(sent.query.contains("dealership(id: $id)"))
        #expect(!sent.query.contains(DealershipFixtures.rvKingdomID))
    }

    @Test func mapsTheDetailResponseToClientTypes() async throws {
        let dealership = try await service(try DealershipFixtures.client(file: "dealership_detail_rv_kingdom.json"))
            .dealership(id: DealershipFixtures.rvKingdomID)
        #expect(dealership.name == "RV Kingdom")
        #expect(dealership.summary.address == "3330 Fairchild Gardens Ave, Palm Beach Gardens, FL 33410")
        #expect(dealership.summary.logoURL.lastPathComponent == "rvLogo.png")
        let rx456 = try #require(dealership.vehicles.first { $0.id == "739372f6-5df0-4e37-a44c-470d9fe0b9c9" })
        #expect(rx456.name == "2016 Panaphonic Recreational Vehicle RX456")
        #expect(rx456.pricePerDay == DealershipMoney(minorUnits: 14715, currencyCode: "USD"))
        #expect(rx456.type == VehicleType(id: "68ed4495-a433-4292-9fb6-d5528dd7f7a9", name: "rv", displayName: "RV"))
        #expect(rx456.imageURL.lastPathComponent == "rv1.png")
        #expect(Set(dealership.vehicleTypes.map(\.name)) == ["rv", "jetSki", "camperVan"])
    }

    @Test func listsDealershipsWithTheListQuery() async throws {
        let client = try DealershipFixtures.client(file: "dealership_list.json")
        let list = try await DealershipClient.live(service(client)).dealerships()
        #expect(list.contains { $0.id == DealershipFixtures.rvKingdomID && $0.name == "RV Kingdom" })
        let sent = try JSONDecoder().decode(GraphQLRequest.self, from: try #require(client.requests.first?.body))
        #expect(sent.operationName == "DealershipList")
        #expect(sent.variables.isEmpty)
    }

    /// Partial data alongside `errors` is still an error.
    @Test(arguments: [
        (#"{"data":null,"errors":[{"message":"No dealership found with id d1"}]}"#, "No dealership found with id d1"),
        (
            String(DealershipFixtures.detailBody(vehicles: []).dropLast())
                + #","errors":[{"message":"vehicles timed out"}]}"#,
            "vehicles timed out"
        ),
    ])
    func graphQLErrorsInA200AreServerErrors(body: String, message: String) async {
        await #expect(throws: DealershipError.server(operation: "DealershipDetail", messages: [message])) {
            try await service(DealershipFixtures.client(body)).dealership(id: "d1")
        }
    }

    @Test(arguments: [
        (#"{"data":{"dealership":null}}"#, "dealership"),
        (#"{"data":{"dealership":{"id":"d1","name":"A","address":"B","vehicles":[]}}}"#, "logoUrl"),
        (#"{"data":{}}"#, "dealership"),
        (#"{"nothing":true}"#, "neither data nor errors"),
        ("<html>oops</html>", "not valid JSON"),
        (
            DealershipFixtures.detailBody(vehicles: [("v1", "A", "rv", "RV", 10)]).replacingOccurrences(
                of: ":10", with: ":null"),
            "dealership.vehicles[0].priceCentsPerDay"
        ),
        (
            DealershipFixtures.detailBody(vehicles: [("v1", "A", "rv", "RV", -10)]),
            "dealership.vehicles[0].priceCentsPerDay is negative"
        ),
        (
            DealershipFixtures.detailBody(vehicles: [("v1", "A", "rv", "RV", 10)]).replacingOccurrences(
                of: "https://img.example/v1.png", with: "not a url"), "dealership.vehicles[0].imageUrl"
        ),
        (DealershipFixtures.detailBody(vehicles: [("", "A", "rv", "RV", 10)]), "dealership.vehicles[0].id is empty"),
        (
            DealershipFixtures.detailBody(vehicles: [("v1", "A", "rv", "RV", 10), ("v2", "B", "rv", "Motorhome", 10)]),
            "two vehicle types share the name 'rv'"
        ),
    ])
    func malformedOrPartialResponsesAreClearErrors(body: String, mentioning detail: String) async {
        do {
            _ = try await service(DealershipFixtures.client(body)).dealership(id: "d1")
            Issue.record("expected an error for \(body)")
        } catch {
            guard case .malformedResponse(let reason) = error else {
                Issue.record("expected malformedResponse, got \(error)")
                return
            }
            #expect(reason.contains(detail), "\(reason)")
        }
    }

    @Test func connectivityFailuresSayTheServerIsUnreachable() async {
        let offline = RecordingHTTPClient { request throws(NetworkingError) in
            throw .noConnection(url: request.url, reason: "connection refused")
        }
        await #expect(
            throws: DealershipError.unreachable(
                "cannot reach \(DealershipFixtures.endpoint.absoluteString): connection refused")
        ) {
            try await service(offline).dealerships()
        }
        let failing = DealershipFixtures.client("bad gateway", status: 502)
        do {
            _ = try await service(failing).dealerships()
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("HTTP 502"))
        }
    }
}

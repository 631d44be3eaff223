import Foundation
import LaunchesFeature
import Networking
import NetworkingTesting
import Testing

@Suite("Decoding launches and talking to the API")
struct LaunchDecodingTests {
    private func service(answering data: Data, status: Int = 200) -> (LaunchesService, RecordingHTTPClient) {
        let client = RecordingHTTPClient { _ in .json(data, status: status) }
        return (LaunchesService(client: client, baseURL: LaunchesFixtures.base), client)
    }

    @Test func theRealV5DocumentationExampleDecodesWithItsLinksDateAndOutcome() async throws {
        let (service, client) = service(answering: try LaunchesFixtures.data("v5_docs_example_one"))
        let launch = try await LaunchesClient.live(service).launch("5eb87d42ffd86e000604b384")
        #expect(
            client.requests.first?.url.absoluteString
                == "https://api.spacexdata.com/v5/launches/5eb87d42ffd86e000604b384")
        #expect(client.requests.first?.method == .get)
        #expect(launch.name == "CRS-20")
        #expect(launch.flightNumber == 91)
        #expect(launch.date == Date(timeIntervalSince1970: 1_583_556_631))
        #expect(launch.datePrecision == .hour)
        #expect(launch.success == true)
        #expect(launch.links.webcast?.absoluteString == "https://youtu.be/1MkcWK2PnsU")
        #expect(launch.links.pressKit?.absoluteString.hasSuffix("crs-20_mission_press_kit.pdf") == true)
        #expect(launch.capsuleIDs == ["5e9e2c5cf359185d753b266f"])
    }

    @Test func v4CrewIdsAndV5CrewObjectsBothDecodeTheV5OnesWithTheirRoles() async throws {
        let (v4, _) = service(answering: try LaunchesFixtures.document("CCtCap Demo Mission 2"))
        let (v5, _) = service(answering: try LaunchesFixtures.data("v5_launch_crew_objects"))
        let fromIDs = try await v4.launch(id: "5eb87d46ffd86e000604b388")
        let fromObjects = try await v5.launch(id: "5eb87d46ffd86e000604b388")
        #expect(fromIDs.crew.map(\.id) == ["5ebf1a6e23a9a60006e03a7a", "5ebf1b7323a9a60006e03a7b"])
        #expect(fromIDs.crew.allSatisfy { $0.role == nil })
        #expect(fromObjects.crew.map(\.id) == fromIDs.crew.map(\.id))
        #expect(fromObjects.crew.map(\.role) == ["Joint Operations Commander", "Spacecraft Commander"])
    }

    @Test func nullPatchImagesOutcomeAndDetailsStayNilInsteadOfFailing() async throws {
        let (service, _) = service(answering: try LaunchesFixtures.document("O3b mPower 3.4"))
        let launch = try await service.launch(id: "6243ae7daf52800c6e91925b")
        #expect(launch.links.patchSmall == nil)
        #expect(launch.links.patchLarge == nil)
        #expect(launch.success == nil)
        #expect(launch.details == nil)
        #expect(launch.flightNumber == 203)
        #expect(launch.datePrecision == .month)
        #expect(launch.isUpcoming)
    }

    @Test(arguments: [(LaunchesTab.upcoming, true, "asc"), (.past, false, "desc")])
    func aPageQueryAsksForTheTabThePageTheLimitAndTheTabsSortOrder(
        tab: LaunchesTab, upcoming: Bool, order: String
    ) async throws {
        let page = try LaunchesFixtures.page(2, of: 3, names: ["A", "B"], totalDocs: 5)
        let (service, client) = service(answering: page)
        let loaded = try await LaunchesClient.live(service).page(tab, 2, 4)
        let request = try #require(client.requests.first)
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "https://api.spacexdata.com/v5/launches/query")
        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(request.body))
        #expect(body["query"]?["upcoming"]?.boolValue == upcoming)
        #expect(body["options"]?["page"]?.intValue == 2)
        #expect(body["options"]?["limit"]?.intValue == 4)
        #expect(body["options"]?["sort"]?["date_utc"]?.stringValue == order)
        #expect(loaded.launches.map(\.name) == ["A", "B"])
        #expect(loaded.totalCount == 5)
        #expect(loaded.nextPage == 3)
    }

    @Test func anUnknownIdAnUnreachableServerAndAMalformedBodyBecomeDistinctErrors() async throws {
        let (missing, _) = service(answering: Data("Not Found".utf8), status: 404)
        let (down, _) = service(answering: Data(), status: 503)
        let (garbled, _) = service(answering: Data(#"{"name": 3}"#.utf8))
        await #expect(throws: LaunchesError.launchNotFound(id: "000000000000000000000000")) {
            try await missing.launch(id: "000000000000000000000000")
        }
        do {
            _ = try await down.page(of: .past, page: 1, limit: 10)
            Issue.record("expected an error")
        } catch {
            guard case .unreachable = error else { throw error }
        }
        do {
            _ = try await garbled.launch(id: "5eb87d42ffd86e000604b384")
            Issue.record("expected an error")
        } catch {
            guard case .failed(let reason) = error else { throw error }
            #expect(reason.contains("launches/5eb87d42ffd86e000604b384"))
        }
    }
}

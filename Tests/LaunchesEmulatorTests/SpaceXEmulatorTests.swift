import Foundation
import LaunchesEmulator
import Networking
import NetworkingOffline
import Testing

@Suite("SpaceX emulator")
struct SpaceXEmulatorTests {
    private let base = URL(string: "https://api.spacexdata.com/v5")!
    private var client: OfflineHTTPClient { OfflineHTTPClient(serving: SpaceXEmulator(), named: "spacex", at: base) }

    private func query(_ body: String) async throws -> HTTPResponse {
        try await client.send(
            HTTPRequest(method: .post, url: base.appendingPathComponent("launches/query"), body: Data(body.utf8)))
    }

    private func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    private func docs(_ response: HTTPResponse) throws -> [[String: Any]] {
        try #require(try object(response)["docs"] as? [[String: Any]])
    }

    @Test func anEmptyQueryPagesThroughAll205LaunchesTenAtATimeWithOffset0LikeTheRealAPI()
        async throws
    {
        let response = try await query("{}")
        #expect(response.statusCode == 200)
        let body = try object(response)
        #expect(try docs(response).count == 10)
        #expect(body["totalDocs"] as? Int == 205)
        #expect(body["offset"] as? Int == 0)
        #expect(body["limit"] as? Int == 10)
        #expect(body["totalPages"] as? Int == 21)
        #expect(body["page"] as? Int == 1)
        #expect(body["pagingCounter"] as? Int == 1)
        #expect(body["hasPrevPage"] as? Bool == false)
        #expect(body["hasNextPage"] as? Bool == true)
        #expect(body["prevPage"] is NSNull)
        #expect(body["nextPage"] as? Int == 2)
    }

    @Test func thePaginateFieldsComeInTheRealAPIsOrderAndMatchTheRecordedPage2() async throws {
        let response = try await query(#"{"query":{},"options":{"page":2,"limit":10}}"#)
        let text = String(decoding: response.body, as: UTF8.self)
        let tail = try #require(text.range(of: "\"totalDocs\"")).lowerBound
        // Recorded v5 page 2 (v5_launches_query_select_page2.json): no offset key when a page was asked for.
        #expect(
            text[tail...]
                == #""totalDocs":205,"limit":10,"totalPages":21,"page":2,"pagingCounter":11,"hasPrevPage":true,"hasNextPage":true,"prevPage":1,"nextPage":3}"#
        )
    }

    @Test func upcomingFilterLimitAndAscendingDateSortGiveThe18UpcomingLaunchesSoonestFirst()
        async throws
    {
        let response = try await query(
            #"{"query":{"upcoming":true},"options":{"page":1,"limit":50,"sort":{"date_utc":"asc"}}}"#)
        let launches = try docs(response)
        #expect(try object(response)["totalDocs"] as? Int == 18)
        #expect(launches.count == 18)
        #expect(launches.allSatisfy { $0["upcoming"] as? Bool == true })
        let dates = launches.compactMap { $0["date_unix"] as? Int }
        #expect(dates == dates.sorted())
    }

    @Test func pastLaunchesSortedDescendingBy1StartWithTheMostRecentAndEndOnAShortLastPage()
        async throws
    {
        let first = try await query(#"{"query":{"upcoming":false},"options":{"limit":50,"sort":{"date_unix":-1}}}"#)
        let dates = try docs(first).compactMap { $0["date_unix"] as? Int }
        #expect(dates == dates.sorted(by: >))
        let last = try await query(#"{"query":{"upcoming":false},"options":{"page":4,"limit":50,"sort":"-date_utc"}}"#)
        let body = try object(last)
        #expect(try docs(last).count == 187 - 150)
        #expect(body["hasNextPage"] as? Bool == false)
        #expect(body["nextPage"] is NSNull)
        #expect(try docs(last).last?["name"] as? String == "FalconSat")
    }

    @Test func sortingByFlightNumberAscendingAndAPagePastTheEndAnswerLikeMongoosePaginate() async throws {
        let sorted = try await query(#"{"options":{"limit":205,"sort":{"flight_number":"ascending"}}}"#)
        let numbers = try docs(sorted).compactMap { $0["flight_number"] as? Int }
        #expect(numbers.count == 205)
        #expect(numbers == numbers.sorted())
        let beyond = try await query(#"{"options":{"page":30}}"#)
        let body = try object(beyond)
        #expect(try docs(beyond).isEmpty)
        #expect(body["prevPage"] as? Int == 29)
        #expect(body["hasNextPage"] as? Bool == false)
    }

    @Test(arguments: [
        #"{"query":{"name":"FalconSat"}}"#, #"{"query":{"upcoming":"yes"}}"#, #"{"options":{"select":{"name":1}}}"#,
        #"{"options":{"sort":{"name":"asc"}}}"#, #"{"options":{"sort":{"date_utc":"up"}}}"#,
        #"{"options":{"limit":0}}"#, #"{"options":{"page":"two"}}"#, "not json", #"{"filter":{}}"#,
    ])
    func unsupportedOrMalformedQueriesAnswer400WithAMessageInsteadOfBeingIgnored(
        body: String
    )
        async throws
    {
        let response = try await query(body)
        #expect(response.statusCode == 400)
        #expect(!response.body.isEmpty)
    }

    @Test func theListsAndOneLaunchByIdAnswer404ForAnUnknownIdAnd405ForTheWrongMethod() async throws {
        let upcoming = try await client.send(HTTPRequest(url: base.appendingPathComponent("launches/upcoming")))
        let past = try await client.send(HTTPRequest(url: base.appendingPathComponent("launches/past")))
        #expect((try JSONSerialization.jsonObject(with: upcoming.body) as? [Any])?.count == 18)
        #expect((try JSONSerialization.jsonObject(with: past.body) as? [Any])?.count == 187)
        let found = try await client.send(
            HTTPRequest(url: base.appendingPathComponent("launches/5eb87d42ffd86e000604b384")))
        #expect(try object(found)["name"] as? String == "CRS-20")
        let missing = try await client.send(
            HTTPRequest(url: base.appendingPathComponent("launches/000000000000000000000000")))
        #expect(missing.statusCode == 404)
        let wrongMethod = try await client.send(HTTPRequest(url: base.appendingPathComponent("launches/query")))
        #expect(wrongMethod.statusCode == 405)
        let unknownPath = try await client.send(HTTPRequest(url: base.appendingPathComponent("rockets")))
        #expect(unknownPath.statusCode == 404)
    }
}

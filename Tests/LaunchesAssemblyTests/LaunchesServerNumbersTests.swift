import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import LaunchesAssembly
import LaunchesCommandLine
import LaunchesTerminal
import LaunchesWeb
import Networking
import NetworkingTesting
import Testing

/// `launches list` against a server answering any page and total, `Int.min` to `Int.max`: a page or one error line.
@Suite("mosaic launches list with any numbers a server answers")
@MainActor
struct LaunchesServerNumbersTests {
    nonisolated static let numbers = [Int.min, -1, 0, 1, 2, Int(Int32.max), Int.max / 2, Int.max - 1, Int.max]

    @Test(arguments: numbers, numbers)
    func anyPageAndTotalEndInAPageOrOneErrorLine(page: Int, total: Int) async throws {
        // One launch on the page: an empty page ends the list whatever the server claims.
        let launch = """
            {"id": "5eb87cd9ffd86e000604b32a", "name": "Numbers", "upcoming": true,
             "date_utc": "2030-01-01T00:00:00.000Z", "date_unix": 1893456000, "date_precision": "hour"}
            """
        let body = """
            {"docs": [\(launch)], "totalDocs": \(total), "page": \(page), "totalPages": 1, "hasNextPage": true,
             "nextPage": null}
            """
        let client = RecordingHTTPClient { _ in .json(body) }
        let (status, console) = await InProcessMosaic.run(
            ["launches", "list", "--json", "--store", "memory", "--analytics", "none"],
            features: FeatureRegistry([LaunchesModule.self]),
            overrides: AppGraph.Overrides(httpClients: ["spacex": client]))
        #expect(status == 0, "\(console.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        let paging = try #require(json["paging"] as? [String: Any])
        // The next page is the one after the server's, when `--page` can ask for it (1...2^31-1).
        if [0, 1, 2].contains(page) {
            #expect(paging["nextPageCommand"] as? String == "mosaic launches list --upcoming --page \(page + 1)")
        } else {
            #expect(paging["nextPageCommand"] is NSNull)
        }
    }
}

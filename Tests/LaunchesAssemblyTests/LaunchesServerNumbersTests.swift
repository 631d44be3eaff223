import AppComposition
import CommandLineKit
import Foundation
import LaunchesAssembly
import Networking
import NetworkingTesting
import Testing

/// `launches list` against a server that answers any page number and total, up to `Int.max`
/// and below zero: the command ends with a page or one error line, never an overflow.
@Suite("mosaic launches list with any numbers a server answers")
@MainActor
struct LaunchesServerNumbersTests {
    nonisolated static let numbers = [Int.min, -1, 0, 1, 2, Int(Int32.max), Int.max / 2, Int.max - 1, Int.max]

    @Test(arguments: numbers, numbers)
    func anyPageAndTotalEndInAPageOrOneErrorLine(page: Int, total: Int) async throws {
        let body = """
            {"docs": [], "totalDocs": \(total), "page": \(page), "totalPages": 1, "hasNextPage": true, "nextPage": null}
            """
        let client = StubHTTPClient { _ in .json(body) }
        let console = CapturingConsole()
        let status = await Mosaic.run(
            arguments: ["launches", "list", "--json", "--store", "memory", "--analytics", "none"],
            environment: ["HOME": "/nonexistent"], console: console, features: FeatureRegistry([LaunchesModule.self]),
            overrides: AppGraph.Overrides(httpClients: ["spacex": client]))
        #expect(status == 0, "\(console.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        let paging = try #require(json["paging"] as? [String: Any])
        // The next page is the one after the server's, when it can be numbered.
        if page == Int.max {
            #expect(paging["nextPageCommand"] is NSNull)
        } else {
            #expect(paging["nextPageCommand"] as? String == "mosaic launches list --upcoming --page \(page + 1)")
        }
    }
}

import Analytics
import AnalyticsTesting
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

@Suite("mosaic launches list and show, on the bundled SpaceX data")
@MainActor
struct LaunchesCommandsTests {
    private func run(
        _ arguments: [String], overrides: AppGraph.Overrides = AppGraph.Overrides()
    ) async -> (status: Int32, console: RecordingConsole) {
        await InProcessMosaic.run(
            arguments + ["--store", "memory", "--analytics", "none"], features: FeatureRegistry([LaunchesModule.self]),
            overrides: overrides)
    }

    private func json(_ console: RecordingConsole) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
    }

    @Test func listShowsUpcomingByDefaultEachRowWithTheIdShowTakesThenHowToOpenOneAndTheNextPage() async throws {
        let (status, console) = await run(["launches", "list", "--limit", "3"])
        #expect(status == 0)
        #expect(console.error.isEmpty)
        #expect(console.output.hasPrefix("[Upcoming]  Past"))
        // The table's layout is LaunchListTextTests'; here, what the command adds under it.
        let lines = console.output.split(separator: "\n").map(String.init)
        #expect(
            lines.suffix(3) == [
                "3 of 18 launches, page 1, more available.",
                "Open one with: mosaic launches show <id>",
                "Next page: mosaic launches list --upcoming --limit 3 --page 2",
            ])
        let ids = console.output.split(separator: "\n").compactMap { $0.split(separator: " ").first }
            .filter { $0.count == 24 && $0.allSatisfy(\.isHexDigit) }
        #expect(ids.count == 3)
        let shown = await run(["launches", "show", String(try #require(ids.first))])
        #expect(shown.status == 0)
    }

    @Test func aPagePastTheLastExits1NamingTheLastPage() async {
        let (status, console) = await run(["launches", "list", "--past", "--page", "999999"])
        #expect(status == 1)
        #expect(console.output.isEmpty)
        #expect(
            console.error
                == "error: page 999999 is past the last page of the past launches (page 10); see `mosaic launches list --past --page 10`\n"
        )
    }

    @Test func listPastJsonGivesTotalPageHasNextPageAndItemsWithNullPatchImages() async throws {
        let (status, console) = await run(["launches", "list", "--past", "--limit", "2", "--page", "94", "--json"])
        #expect(status == 0)
        let body = try json(console)
        let paging = try #require(body["paging"] as? [String: Any])
        #expect(paging["total"] as? Int == 187)
        #expect(paging["page"] as? Int == 94)
        #expect(paging["lastPage"] as? Int == 94)
        #expect(paging["hasNextPage"] as? Bool == false)
        #expect(paging["nextPageCommand"] is NSNull)
        let items = try #require(body["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["FalconSat"])
        #expect(items.first?["dateUTC"] as? String == "2006-03-24T22:30:00Z")

        let (_, upcoming) = await run(["launches", "list", "--upcoming", "--all", "--json"])
        let all = try #require(try json(upcoming)["items"] as? [[String: Any]])
        #expect(all.count == 18)
        #expect(all.contains { $0["patchImageURL"] is NSNull })
    }

    @Test func showJsonCountsDownToAnExactTimeFromTheNowClock() async throws {
        let (status, console) = await run([
            "launches", "show", "6243aec2af52800c6e91925d", "--json", "--now", "2022-10-31T11:37:56Z",
        ])
        #expect(status == 0)
        let body = try json(console)
        #expect(body["name"] as? String == "USSF-44")
        #expect(body["upcoming"] as? Bool == true)
        let countdown = try #require(body["countdown"] as? Int)
        #expect((93_724...93_784).contains(countdown), "the clock starts at --now and keeps ticking")
        #expect(body["youtubeURL"] as? String == "https://youtu.be/pY628jRd6gM")
        #expect(body["pressKitURL"] is NSNull)
        let rows = try #require(body["rows"] as? [[String: String]])
        #expect(rows.contains { $0["title"] == "Success" && $0["value"] == "-" })
    }

    @Test(arguments: [
        ("6243aec2af52800c6e91925d", "2026-11-22T18:00:00Z"),  // exact time, long passed
        ("6243ae7daf52800c6e91925b", "2022-11-15T00:00:00Z"),  // month precision
        ("5eb87d42ffd86e000604b384", "2020-01-01T00:00:00Z"),  // a past launch
    ])
    func showJsonHasANullCountdownWhenOverdueTooCoarseOrAlreadyLaunched(
        id: String, now: String
    )
        async throws
    {
        let (status, console) = await run(["launches", "show", id, "--json", "--now", now])
        #expect(status == 0)
        #expect(try json(console)["countdown"] is NSNull)
    }

    @Test func showPrintsTheTableWithDashesAndTheOverdueNoteInText() async {
        let (status, console) = await run([
            "launches", "show", "6243ae7daf52800c6e91925b", "--now", "2026-11-22T18:00:00Z",
        ])
        #expect(status == 0)
        #expect(console.output.hasPrefix("O3b mPower 3.4\nPatch: -\n"))
        #expect(console.output.contains("Planned NET December 2022: launch time has passed; awaiting an update"))
        #expect(console.output.contains("Details          -"))
    }

    @Test func anUnknownIdExits1WithOneClearErrorLine() async {
        let (status, console) = await run(["launches", "show", "000000000000000000000000"])
        #expect(status == 1)
        #expect(console.error == "error: no launch has the id 000000000000000000000000\n")
        #expect(console.output.isEmpty)
    }

    @Test(arguments: ["5eb87d42", "5eb87d42ffd86e000604b38z", "../launches/query/000000"])
    func anIdThatIsNot24HexCharactersIsRefusedBeforeAnyRequest(id: String) async {
        let client = RecordingHTTPClient { _ in .json("{}") }
        let (status, console) = await run(
            ["launches", "show", id], overrides: AppGraph.Overrides(httpClients: ["spacex": client]))
        #expect(status == 64)
        #expect(console.error.hasPrefix("error: '\(id)' is not a launch id"))
        #expect(client.requests.isEmpty)
    }

    @Test(arguments: [
        ["launches", "list", "--upcoming", "--past"],
        ["launches", "list", "--past", "--all", "--page", "2"], ["launches", "list", "--past", "--limit", "0"],
        ["launches", "list", "--past", "--bogus"],
    ])
    func listRefusesUnclearOptionsWithExit64(arguments: [String]) async {
        let (status, console) = await run(arguments)
        #expect(status == 64)
        #expect(console.error.hasPrefix("error: "))
    }

    @Test func viewingALaunchSendsLaunchViewedToTheAnalyticsPort() async {
        let tracker = RecordingTracker()
        _ = await run(
            ["launches", "show", "5eb87d42ffd86e000604b384"], overrides: AppGraph.Overrides(analytics: tracker))
        #expect(tracker.events(named: "launch_viewed").map(\.parameters) == [["id": "5eb87d42ffd86e000604b384"]])
    }

    @Test func aServerErrorOnTheListExits1NamingTheEndpoint() async {
        let client = RecordingHTTPClient { _ in .json("down", status: 503) }
        let (status, console) = await run(
            ["launches", "list", "--past"], overrides: AppGraph.Overrides(httpClients: ["spacex": client]))
        #expect(status == 1)
        #expect(console.error.contains("launches/query answered HTTP 503"))
    }

    @Test func theFlagsCommandListsBothLaunchesFlags() async {
        let (_, console) = await run(["flags"])
        #expect(console.output.contains("launches.countdown"))
        #expect(console.output.contains("launches.links"))
    }
}

import Foundation
import LaunchesFeature
import LaunchesTerminal
import TerminalKit
import Testing

@Suite("Launch list screen")
struct LaunchListScreenTests {
    private func row(_ name: String, patch: String?) -> LaunchRow {
        LaunchRow(
            id: "5eb87d42ffd86e000604b384", name: name, dateUTC: Date(timeIntervalSince1970: 0),
            dateText: "NET December 2022", patchImageURL: patch.flatMap(URL.init(string:)))
    }

    @Test func eachStateOfTheSelectedTabHasItsOwnText() {
        var state = LaunchListViewState(selectedTab: .past)
        #expect(LaunchListScreen.lines(for: state, width: 80) == ["Upcoming  [Past]", "", "Loading past launches…"])
        state.past.phase = .failed("boom")
        #expect(
            LaunchListScreen.lines(for: state, width: 80).suffix(2) == [
                "Could not load past launches: boom", "Retry to try again.",
            ])
        state.past.phase = .loaded
        #expect(LaunchListScreen.lines(for: state, width: 80).last == "No past launches.")
    }

    @Test func rowsShowNameDateAndPatchWithADashForAMissingPatchAndAFailedNextPageKeepsThem() {
        var state = LaunchListViewState()
        state.upcoming.phase = .loaded
        state.upcoming.rows = [row("Transporter-6", patch: nil), row("Crew-9", patch: "https://x.test/p.png")]
        state.upcoming.paging = LaunchesPaging(total: 18, hasMore: true, loadMoreError: "SpaceX API unavailable")
        state.upcoming.loadedPage = 1
        state.upcoming.nextPage = 2
        let lines = LaunchListScreen.lines(for: state, width: 100)
        #expect(lines.contains("5eb87d42ffd86e000604b384  Transporter-6  NET December 2022  -"))
        #expect(lines.contains("5eb87d42ffd86e000604b384  Crew-9         NET December 2022  https://x.test/p.png"))
        #expect(lines.contains("2 of 18 launches, page 1, more available."))
        #expect(lines.last == "Could not load more: SpaceX API unavailable")
        #expect(LaunchListScreen.lines(for: state, width: 30).allSatisfy { DisplayWidth.of($0) <= 30 })
    }
}

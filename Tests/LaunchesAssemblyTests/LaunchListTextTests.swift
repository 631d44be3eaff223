import Foundation
import LaunchesFeature
import TerminalKit
import Testing

@testable import LaunchesCommandLine

@Suite("The text of mosaic launches list")
struct LaunchListTextTests {
    private func row(_ name: String, patch: String?) -> LaunchRow {
        LaunchRow(
            id: "5eb87d42ffd86e000604b384", name: name, dateUTC: Date(timeIntervalSince1970: 0),
            dateText: "NET December 2022", patchImageURL: patch.flatMap(URL.init(string:)))
    }

    @Test func rowsShowTheIdNameDateAndPatchWithADashForAMissingPatch() {
        var state = LaunchListViewState()
        state.upcoming.phase = .loaded
        state.upcoming.rows = [row("Transporter-6", patch: nil), row("Crew-9", patch: "https://x.test/p.png")]
        state.upcoming.paging = LaunchesPaging(total: 18, hasMore: true)
        state.upcoming.loadedPage = 1
        let lines = LaunchListText.lines(for: state, width: 100)
        #expect(lines.first == "[Upcoming]  Past")
        #expect(lines.contains("5eb87d42ffd86e000604b384  Transporter-6  NET December 2022  -"))
        #expect(lines.contains("5eb87d42ffd86e000604b384  Crew-9         NET December 2022  https://x.test/p.png"))
        #expect(lines.last == "2 of 18 launches, page 1, more available.")
        #expect(LaunchListText.lines(for: state, width: 30).allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func anEmptyTabSaysSo() {
        var state = LaunchListViewState(selectedTab: .past)
        state.past.phase = .loaded
        #expect(LaunchListText.lines(for: state, width: 80) == ["Upcoming  [Past]", "", "No past launches."])
    }
}

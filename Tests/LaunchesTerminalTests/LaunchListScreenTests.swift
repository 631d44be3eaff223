import Foundation
import LaunchesFeature
import LaunchesTerminal
import LaunchesTesting
import TerminalKit
import Testing

@Suite("Launch list screen")
@MainActor
struct LaunchListScreenTests {
    private let size = TerminalSize(columns: 80, rows: 24)

    /// The screen's text once `answer` has come back for the first page of the past launches.
    private func body(_ answer: Result<LaunchPage, LaunchesError>) async -> [String] {
        let client = LaunchesClient.stub(page: { _, _, _ throws(LaunchesError) in try answer.get() })
        let model = LaunchListViewModel(client: client, events: RecordingLaunchesEventSink(), initialTab: .past)
        let screen = LaunchListScreen(viewModel: model)
        let loading = screen.body(size: size).map(\StyledLine.plainText)
        #expect(loading.first == "Upcoming  [Past]")
        #expect(loading.last?.contains("Loading past launches…") == true)
        await model.load()
        return screen.body(size: size).map(\StyledLine.plainText)
    }

    @Test func aFailedOrEmptyTabSaysSoUnderTheTabs() async {
        let failed = await body(.failure(.failed("boom")))
        #expect(failed.last?.hasPrefix("Could not load past launches: ") == true)
        #expect(failed.last?.hasSuffix("   r retry") == true)
        let empty = await body(.success(LaunchPage(launches: [], totalCount: 0, page: 1, nextPage: nil)))
        #expect(empty.last == "No past launches.")
    }
}

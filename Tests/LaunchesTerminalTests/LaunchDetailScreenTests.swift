import FeatureFlagsTesting
import Foundation
import LaunchesFeature
import LaunchesTerminal
import LaunchesTesting
import TerminalKit
import Testing

@Suite("Launch detail screen")
@MainActor
struct LaunchDetailScreenTests {
    private func screen(failingWith error: LaunchesError) async -> LaunchDetailScreen {
        let model = LaunchDetailViewModel(
            launchID: "5eb87d42ffd86e000604b384", client: .stub(launch: { _ throws(LaunchesError) in throw error }),
            flags: StubFeatureFlags(),
            events: RecordingLaunchesEventSink(), now: { Date() })
        await model.load()
        return LaunchDetailScreen(viewModel: model)
    }

    @Test func aFailureOffersARetryOnlyWhenRetryingCanHelp() async {
        let down = await screen(failingWith: .unreachable("down"))
        #expect(down.body(size: TerminalSize(columns: 80, rows: 24)).first?.plainText.contains("down") == true)
        #expect(down.keyHints == "r retry")
        #expect(await screen(failingWith: .launchNotFound(id: "5eb87d42ffd86e000604b384")).keyHints.isEmpty)
    }
}

import FeatureFlagsTesting
import Foundation
import FoundationTesting
import LaunchesFeature
import Networking
import NetworkingTesting
import Testing

@MainActor
@Suite("Launch detail view model")
struct LaunchDetailViewModelTests {
    private func model(
        answering handler: @escaping StubHTTPClient.Handler,
        clock: TestClock,
        flags: StaticFeatureFlags = StaticFeatureFlags(),
        events: RecordingLaunchesEventSink = RecordingLaunchesEventSink(),
        id: String = "6243aec2af52800c6e91925d"
    ) -> LaunchDetailViewModel {
        LaunchDetailViewModel(
            launchID: id,
            service: LaunchesService(client: StubHTTPClient(handler: handler), baseURL: LaunchesFixtures.base),
            flags: flags, events: events, now: clock.now)
    }

    private func content(_ model: LaunchDetailViewModel) throws -> LaunchDetailContent {
        guard model.state.phase == .loaded, let content = model.state.content else {
            throw LaunchesError.failed("expected loaded content, got \(model.state)")
        }
        return content
    }

    @Test func anUpcomingLaunchCountsDownAsTheInjectedClockTicks() async throws {
        let ussf44 = try LaunchesFixtures.document("USSF-44")
        let clock = try TestClock("2022-11-01T13:40:00Z")
        let model = model(answering: { _ in .json(ussf44) }, clock: clock)
        #expect(model.state.phase == .idle)
        await model.load()
        #expect(try content(model).dateDisplay.countdownSeconds == 60)
        clock.advance(bySeconds: 15)
        #expect(try content(model).dateDisplay.countdownSeconds == 60, "nothing changes until the UI ticks")
        model.tick()
        #expect(try content(model).dateDisplay.countdownSeconds == 45)
        clock.advance(bySeconds: 45)
        model.tick()
        #expect(try content(model).dateDisplay == .overdue(date: "2022-11-01 13:41 UTC"))
    }

    @Test func theTickingLoopStopsWhenItsTaskIsCancelled() async throws {
        let doc = try LaunchesFixtures.document("USSF-44")
        let model = model(answering: { _ in .json(doc) }, clock: try TestClock("2022-11-01T13:40:00Z"))
        await model.load()
        let loop = Task { await model.runCountdown(every: .milliseconds(1)) }
        loop.cancel()
        await loop.value
        #expect(try content(model).dateDisplay.countdownSeconds == 60)
    }

    @Test func nullFieldsShowADashAMissingPatchIsNilAndViewingIsTracked() async throws {
        let o3b = try LaunchesFixtures.document("O3b mPower 3.4")
        let events = RecordingLaunchesEventSink()
        let model = model(
            answering: { _ in .json(o3b) }, clock: try TestClock("2022-11-15T00:00:00Z"), events: events,
            id: "6243ae7daf52800c6e91925b")
        await model.load()
        let content = try content(model)
        let rows = Dictionary(uniqueKeysWithValues: content.rows.map { ($0.title, $0.value) })
        #expect(content.patchImageURL == nil)
        #expect(rows["Success"] == "-")
        #expect(rows["Details"] == "-")
        #expect(rows["Crew"] == "-")
        #expect(rows["Launch window"] == "-")
        #expect(rows["Flight number"] == "203")
        #expect(rows["Date"] == "NET December 2022")
        #expect(content.rows.allSatisfy { !$0.value.isEmpty })
        #expect(content.dateDisplay == .scheduled(date: "NET December 2022"))
        #expect(content.youtubeURL == nil)
        #expect(events.events == [.launchViewed(id: "6243ae7daf52800c6e91925b")])
    }

    @Test func v5CrewRolesAppearInTheTable() async throws {
        let doc = try LaunchesFixtures.data("v5_launch_crew_objects")
        let model = model(
            answering: { _ in .json(doc) }, clock: try TestClock("2026-01-01T00:00:00Z"), id: "5eb87d46ffd86e000604b388"
        )
        await model.load()
        let crew = try content(model).rows.first { $0.title == "Crew" }?.value
        #expect(
            crew
                == "5ebf1a6e23a9a60006e03a7a (Joint Operations Commander), 5ebf1b7323a9a60006e03a7b (Spacecraft Commander)"
        )
    }

    @Test(arguments: [true, false])
    func theLinksFlagDecidesWhetherTheWebcastAndPressKitAreShown(enabled: Bool) async throws {
        let crs20 = try LaunchesFixtures.data("v5_docs_example_one")
        let model = model(
            answering: { _ in .json(crs20) }, clock: try TestClock("2026-01-01T00:00:00Z"),
            flags: StaticFeatureFlags([LaunchesFlags.links: enabled]), id: "5eb87d42ffd86e000604b384")
        await model.load()
        let content = try content(model)
        #expect((content.youtubeURL?.absoluteString == "https://youtu.be/1MkcWK2PnsU") == enabled)
        #expect((content.pressKitURL != nil) == enabled)
        #expect(content.dateDisplay == .launched(date: "2020-03-07 04:50 UTC"))
    }

    @Test(arguments: [true, false])
    func theCountdownFlagDecidesBetweenACountdownAndTheDate(enabled: Bool) async throws {
        let ussf44 = try LaunchesFixtures.document("USSF-44")
        let model = model(
            answering: { _ in .json(ussf44) }, clock: try TestClock("2022-11-01T13:00:00Z"),
            flags: StaticFeatureFlags([LaunchesFlags.countdown: enabled]))
        await model.load()
        let display = try content(model).dateDisplay
        #expect(
            display
                == (enabled
                    ? .countdown(Countdown(totalSeconds: 2_460), date: "2022-11-01 13:41 UTC")
                    : .scheduled(date: "2022-11-01 13:41 UTC")))
    }

    @Test func anUnknownIdFailsWithoutARetryAServerErrorFailsWithOneThatWorks() async throws {
        let missing = model(
            answering: { _ in .json("Not Found", status: 404) }, clock: try TestClock("2026-01-01T00:00:00Z"),
            id: "000000000000000000000000")
        await missing.load()
        #expect(
            missing.state
                == LaunchDetailViewState(
                    phase: .failed("no launch has the id 000000000000000000000000"), canRetry: false))

        let doc = try LaunchesFixtures.document("USSF-44")
        let attempts = Counter()
        let flaky = model(
            answering: { _ in await attempts.next() == 1 ? .json("", status: 503) : .json(doc) },
            clock: try TestClock("2026-01-01T00:00:00Z"))
        await flaky.load()
        guard case .failed = flaky.state.phase else {
            Issue.record("expected a failure, got \(flaky.state)")
            return
        }
        #expect(flaky.state.canRetry)
        await flaky.retry()
        #expect(try content(flaky).name == "USSF-44")
    }
}

/// Counts calls across tasks.
actor Counter {
    private var value = 0

    func next() -> Int {
        value += 1
        return value
    }
}

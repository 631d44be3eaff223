import FeatureFlagsTesting
import Foundation
import FoundationTesting
import LaunchesFeature
import LaunchesTesting
import Synchronization
import Testing

@MainActor
@Suite("Launch detail view model")
struct LaunchDetailViewModelTests {
    /// USSF-44 as the API has it: upcoming, to the hour.
    private func ussf44() throws -> Launch {
        Launch(
            id: "6243aec2af52800c6e91925d", name: "USSF-44", flightNumber: 188,
            date: try Date("2022-11-01T13:41:00Z", strategy: .iso8601), isUpcoming: true)
    }

    private func model(
        answering launch: @escaping @Sendable (String) async throws(LaunchesError) -> Launch,
        clock: StubClock,
        flags: StubFeatureFlags = StubFeatureFlags(),
        events: RecordingLaunchesEventSink = RecordingLaunchesEventSink(),
        id: String = "6243aec2af52800c6e91925d"
    ) -> LaunchDetailViewModel {
        LaunchDetailViewModel(launchID: id, client: .stub(launch: launch), flags: flags, events: events, now: clock.now)
    }

    private func content(_ model: LaunchDetailViewModel) throws -> LaunchDetailContent {
        try #require(model.state.content, "expected loaded content, got \(model.state)")
    }

    @Test func anUpcomingLaunchCountsDownAsTheInjectedClockTicks() async throws {
        let ussf44 = try ussf44()
        let clock = try StubClock("2022-11-01T13:40:00Z")
        let model = model(answering: { _ in ussf44 }, clock: clock)
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

    @Test func nullFieldsShowADashAMissingPatchIsNilAndViewingIsTracked() async throws {
        // O3b mPower 3.4 as the API has it: no outcome, details, crew, window, patch or links.
        let o3b = Launch(
            id: "6243ae7daf52800c6e91925b", name: "O3b mPower 3.4", flightNumber: 203,
            date: try Date("2022-12-01T00:00:00Z", strategy: .iso8601), datePrecision: .month, isUpcoming: true)
        let events = RecordingLaunchesEventSink()
        let model = model(
            answering: { _ in o3b }, clock: try StubClock("2022-11-15T00:00:00Z"), events: events,
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

    @Test func crewRolesAppearInTheTable() async throws {
        let crewed = Launch(
            id: "5eb87d46ffd86e000604b388", name: "CCtCap Demo Mission 2",
            date: try Date("2020-05-30T19:22:00Z", strategy: .iso8601), isUpcoming: false,
            crew: [
                CrewMember(id: "5ebf1a6e23a9a60006e03a7a", role: "Joint Operations Commander"),
                CrewMember(id: "5ebf1b7323a9a60006e03a7b", role: "Spacecraft Commander"),
            ])
        let model = model(
            answering: { _ in crewed }, clock: try StubClock("2026-01-01T00:00:00Z"), id: "5eb87d46ffd86e000604b388")
        await model.load()
        let crew = try content(model).rows.first { $0.title == "Crew" }?.value
        #expect(
            crew
                == "5ebf1a6e23a9a60006e03a7a (Joint Operations Commander), 5ebf1b7323a9a60006e03a7b (Spacecraft Commander)"
        )
    }

    @Test(arguments: [true, false])
    func theLinksFlagDecidesWhetherTheWebcastAndPressKitAreShown(enabled: Bool) async throws {
        let crs20 = Launch(
            id: "5eb87d42ffd86e000604b384", name: "CRS-20", date: try Date("2020-03-07T04:50:31Z", strategy: .iso8601),
            isUpcoming: false,
            links: LaunchLinks(
                webcast: URL(string: "https://youtu.be/1MkcWK2PnsU"),
                pressKit: URL(string: "https://www.spacex.com/sites/spacex/files/crs-20_mission_press_kit.pdf")))
        let model = model(
            answering: { _ in crs20 }, clock: try StubClock("2026-01-01T00:00:00Z"),
            flags: StubFeatureFlags([LaunchesFlags.links: enabled]), id: "5eb87d42ffd86e000604b384")
        await model.load()
        let content = try content(model)
        #expect((content.youtubeURL?.absoluteString == "https://youtu.be/1MkcWK2PnsU") == enabled)
        #expect((content.pressKitURL != nil) == enabled)
        #expect(content.dateDisplay == .launched(date: "2020-03-07 04:50 UTC"))
    }

    @Test(arguments: [true, false])
    func theCountdownFlagDecidesBetweenACountdownAndTheDate(enabled: Bool) async throws {
        let ussf44 = try ussf44()
        let model = model(
            answering: { _ in ussf44 }, clock: try StubClock("2022-11-01T13:00:00Z"),
            flags: StubFeatureFlags([LaunchesFlags.countdown: enabled]))
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
            answering: { id throws(LaunchesError) in throw .launchNotFound(id: id) },
            clock: try StubClock("2026-01-01T00:00:00Z"), id: "000000000000000000000000")
        await missing.load()
        #expect(
            missing.state
                == LaunchDetailViewState(
                    phase: .failed("no launch has the id 000000000000000000000000"), canRetry: false))

        let ussf44 = try ussf44()
        let attempts = Mutex(0)
        let flaky = model(
            answering: { _ throws(LaunchesError) in
                let attempt = attempts.withLock { count in
                    count += 1
                    return count
                }
                if attempt == 1 { throw .unreachable("HTTP 503") }
                return ussf44
            },
            clock: try StubClock("2026-01-01T00:00:00Z"))
        await flaky.load()
        #expect(
            flaky.state == LaunchDetailViewState(phase: .failed("SpaceX API unavailable: HTTP 503"), canRetry: true))
        await flaky.retry()
        #expect(try content(flaky).name == "USSF-44")
    }
}

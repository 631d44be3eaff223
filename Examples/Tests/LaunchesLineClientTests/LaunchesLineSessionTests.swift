import FeatureFlags
import Foundation
import LaunchesEmulator
import LaunchesFeature
import LaunchesLineClient
import NetworkingOffline
import Testing

/// The line client over the real view models and the bundled SpaceX data, answered in process.
@MainActor
@Suite struct LaunchesLineSessionTests {
    private let events = RecordingEvents()
    private let session: LaunchesLineSession

    init() {
        let baseURL = SpaceXEmulator.baseURL
        let client = OfflineHTTPClient(serving: SpaceXEmulator(), named: "spacex", at: baseURL)
        session = LaunchesLineSession(
            service: LaunchesService(client: client, baseURL: baseURL), flags: LayeredFeatureFlags(layers: []),
            events: events, now: { Date(timeIntervalSince1970: 1_661_990_400) })
    }

    @Test func itStartsOnTheUpcomingLaunchesAPageAtATime() async {
        let lines = await session.start()
        #expect(lines.first?.hasPrefix("Upcoming launches (10 of ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("1. ") == true)
        #expect(lines.last == "More with: more")
    }

    @Test func moreAppendsTheNextPageUntilTheLast() async {
        _ = await session.start()
        let upcoming = await session.handle("more")
        #expect(upcoming.first == "Upcoming launches (18 of 18):")
        #expect(upcoming.last == "That is all.")
        _ = await session.handle("past")
        let lines = await session.handle("more")
        #expect(lines.first?.hasPrefix("Past launches (20 of ") == true)
        #expect(lines.contains { $0.hasPrefix("20. ") })
    }

    @Test func openShowsALaunchsDetailAndBackReturnsToTheList() async throws {
        _ = await session.start()
        let past = await session.handle("past")
        let first = try #require(past.dropFirst().first)
        #expect(past.first?.hasPrefix("Past launches") == true)

        let detail = await session.handle("open 1")
        #expect(first.hasPrefix("1. \(detail.first ?? "-"),"))
        #expect(detail.contains { $0.hasPrefix("Rocket: ") })
        #expect(detail.last == "Back to the list with: back")

        #expect(await session.handle("back") == past)
        #expect(events.received.first == .tabChanged(.past))
        #expect(events.received.contains { if case .launchViewed = $0 { true } else { false } })
    }

    @Test func aCommandItDoesNotKnowIsAnsweredWithTheOnesItDoes() async {
        _ = await session.start()
        #expect(await session.handle("open 99") == ["No launch 99 in this list; pick 1 to 10."])
        #expect(await session.handle("launch") == ["Commands: upcoming, past, more, open <n>, back, refresh, quit."])
        #expect(await session.handle("quit").isEmpty)
        #expect(session.isFinished)
    }
}

@MainActor
private final class RecordingEvents: LaunchesEventSink {
    private(set) var received: [LaunchesEvent] = []

    func receive(_ event: LaunchesEvent) {
        received.append(event)
    }
}

import Foundation
import LaunchesFeature
import Networking
import NetworkingTesting
import Synchronization
import Testing

@MainActor
@Suite("Launch list view model", .timeLimit(.minutes(5)))
struct LaunchListViewModelTests {
    /// Serves `pages[upcoming]` (names per page) for `POST /launches/query`. Requests for
    /// `gatedPages` (of the upcoming tab only when `gateTab`) wait for `gate`, after the first
    /// `gateAfter` requests; pages listed by `failing` answer 500.
    private static func server(
        _ pages: [Bool: [[String]]] = [:], names: NameSwitch? = nil, gate: Gate? = nil, gatedPages: Set<Int> = [],
        gateTab: Bool? = nil, gateAfter: Int = 0, failing: FailureSwitch = FailureSwitch([])
    ) throws -> StubHTTPClient {
        let fixed = try bodies(pages)
        let counter = Counter()
        return StubHTTPClient { request in
            let number = await counter.next()
            guard let (upcoming, page) = LaunchesFixtures.queried(request) else {
                return .json("bad query", status: 400)
            }
            if let gate, gatedPages.contains(page), gateTab == nil || gateTab == upcoming, number > gateAfter {
                await gate.wait()
            }
            let key = "\(upcoming)-\(page)"
            let served = names.flatMap { try? bodies([true: $0.current])[key] } ?? fixed[key]
            guard !failing.contains(key), let body = served else { return .json("oops", status: 500) }
            return .json(body)
        }
    }

    nonisolated private static func bodies(_ pages: [Bool: [[String]]]) throws -> [String: Data] {
        var bodies: [String: Data] = [:]
        for (upcoming, tabPages) in pages {
            let total = tabPages.reduce(0) { $0 + $1.count }
            for (index, names) in tabPages.enumerated() {
                bodies["\(upcoming)-\(index + 1)"] = try LaunchesFixtures.page(
                    index + 1, of: max(1, tabPages.count), names: names, totalDocs: total)
            }
        }
        return bodies
    }

    private func model(
        _ client: StubHTTPClient, events: RecordingLaunchesEventSink = RecordingLaunchesEventSink()
    )
        -> LaunchListViewModel
    {
        LaunchListViewModel(
            service: LaunchesService(client: client, baseURL: LaunchesFixtures.base), events: events, pageSize: 2,
            prefetchDistance: 0)
    }

    private let upcomingPages = [["U1", "U2"], ["U3", "U4"], ["U5"]]
    private let pastPages = [["P1", "P2"], ["P3"]]

    @Test func theUpcomingTabLoadsFirstAndEachTabKeepsItsOwnPagesWhenSwitching() async throws {
        let client = try Self.server([true: upcomingPages, false: pastPages])
        let events = RecordingLaunchesEventSink()
        let model = model(client, events: events)
        #expect(model.state.current.phase == .idle)
        await model.load()
        #expect(model.state.selectedTab == .upcoming)
        #expect(model.state.upcoming.rows.map(\.name) == ["U1", "U2"])
        await model.loadNextPage()
        await model.select(.past)
        #expect(model.state.current.rows.map(\.name) == ["P1", "P2"])
        await model.select(.upcoming)
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2", "U3", "U4"])
        #expect(client.requests.count == 3, "switching back reuses the loaded pages")
        #expect(events.events == [.tabChanged(.past), .tabChanged(.upcoming)])
        await model.select(.upcoming)
        #expect(events.events.count == 2, "selecting the shown tab is not a change")
    }

    @Test func selectingAShownLaunchAsksTheRouterToOpenItAndAnIdNotShownIsIgnored() async throws {
        final class Router: LaunchesRouting {
            var opened: [String] = []
            func showLaunch(id: String) { opened.append(id) }
        }
        let router = Router()
        let model = model(try Self.server([true: upcomingPages]))
        model.router = router
        await model.load()
        let shown = try #require(model.state.current.rows.first?.id)
        model.select(id: shown)
        model.select(id: "not-a-shown-launch")
        #expect(router.opened == [shown])
    }

    @Test func scrollingNearTheEndPagesThroughToTheLastPageAndThenStopsAsking() async throws {
        let client = try Self.server([true: upcomingPages])
        let model = model(client)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 0)
        #expect(client.requests.count == 1, "row 0 of 2 is not near the end")
        await model.loadNextPageIfNeeded(currentIndex: 1)
        await model.loadNextPageIfNeeded(currentIndex: 3)
        let tab = model.state.current
        #expect(tab.rows.map(\.name) == ["U1", "U2", "U3", "U4", "U5"])
        #expect(tab.loadedPage == 3)
        #expect(tab.paging.total == 5)
        #expect(!tab.paging.hasMore)
        await model.loadNextPageIfNeeded(currentIndex: 4)
        #expect(client.requests.count == 3)
        let pages = client.requests.compactMap { LaunchesFixtures.queried($0)?.page }
        #expect(pages == [1, 2, 3])
    }

    @Test func aNextPageIsNeverAskedForTwiceAtOnce() async throws {
        let gate = Gate()
        let client = try Self.server([true: upcomingPages], gate: gate, gatedPages: [2])
        let model = model(client)
        await model.load()
        let first = Task { await model.loadNextPageIfNeeded(currentIndex: 1) }
        await waitUntil { client.requests.count == 2 }
        #expect(model.state.current.paging.isLoadingMore)
        await model.loadNextPageIfNeeded(currentIndex: 1)
        await model.loadNextPage()
        #expect(client.requests.count == 2)
        await gate.open()
        await first.value
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2", "U3", "U4"])
        #expect(!model.state.current.paging.isLoadingMore)
    }

    @Test func aFailedNextPageKeepsTheRowsWaitsForRetryAndThenContinues() async throws {
        let failing = FailureSwitch(["true-2"])
        let client = try Self.server([true: upcomingPages], failing: failing)
        let model = model(client)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 1)
        let tab = model.state.current
        #expect(tab.rows.map(\.name) == ["U1", "U2"])
        #expect(tab.phase == .loaded)
        #expect(tab.paging.loadMoreError?.contains("500") == true)
        await model.loadNextPageIfNeeded(currentIndex: 1)
        #expect(client.requests.count == 2, "no automatic retry while scrolling after a failure")
        failing.set([])
        await model.retry()
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2", "U3", "U4"])
        #expect(model.state.current.paging.loadMoreError == nil)
    }

    @Test func aFailedFirstPageShowsAnErrorWithARetryThatLoadsIt() async throws {
        let failing = FailureSwitch(["false-1"])
        let client = try Self.server([false: pastPages], failing: failing)
        let model = model(client)
        await model.select(.past)
        guard case .failed(let message) = model.state.current.phase else {
            Issue.record("expected a failure, got \(model.state.current.phase)")
            return
        }
        #expect(message.contains("HTTP 500"))
        #expect(model.state.current.rows.isEmpty)
        failing.set([])
        await model.retry()
        #expect(model.state.current.phase == .loaded)
        #expect(model.state.current.rows.map(\.name) == ["P1", "P2"])
    }

    @Test func aTabWithNoLaunchesIsEmptyNotLoadingOrFailed() async throws {
        let client = try Self.server([true: [[]]])
        let model = model(client)
        await model.load()
        #expect(model.state.current.isEmpty)
        #expect(!model.state.current.paging.hasMore)
    }

    @Test func refreshKeepsTheOldListVisibleUntilPage1ArrivesThenReplacesIt() async throws {
        let names = NameSwitch(upcomingPages)
        let gate = Gate()
        let client = try Self.server(names: names, gate: gate, gatedPages: [1], gateAfter: 1)
        let events = RecordingLaunchesEventSink()
        let model = model(client, events: events)
        await model.load()
        await model.loadNextPage()
        #expect(model.state.current.rows.count == 4)
        names.set([["N1", "N2"], ["N3"]])
        let refreshing = Task { await model.refresh() }
        await waitUntil { client.requests.count == 3 }
        #expect(model.state.current.isRefreshing)
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2", "U3", "U4"])
        await gate.open()
        await refreshing.value
        let tab = model.state.current
        #expect(tab.rows.map(\.name) == ["N1", "N2"])
        #expect(tab.loadedPage == 1)
        #expect(tab.nextPage == 2)
        #expect(tab.paging.hasMore)
        #expect(!tab.isRefreshing)
        #expect(events.events == [.refreshed(.upcoming)])
        #expect(LaunchesFixtures.queried(client.requests[2])?.page == 1)
    }

    @Test func aFailedRefreshKeepsTheRowsAndReportsWhy() async throws {
        let failing = FailureSwitch([])
        let client = try Self.server([true: upcomingPages], failing: failing)
        let events = RecordingLaunchesEventSink()
        let model = model(client, events: events)
        await model.load()
        failing.set(["true-1"])
        await model.refresh()
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2"])
        #expect(model.state.current.refreshError != nil)
        failing.set([])
        await model.retry()
        #expect(model.state.current.refreshError == nil)
        #expect(events.events == [.refreshed(.upcoming)], "retrying a refresh is not another pull to refresh")
    }

    @Test func aNextPageStillInFlightWhenARefreshLandsIsDroppedNotAppended() async throws {
        let gate = Gate()
        let client = try Self.server([true: upcomingPages], gate: gate, gatedPages: [2])
        let model = model(client)
        await model.load()
        let stale = Task { await model.loadNextPage() }
        await waitUntil { client.requests.count == 2 }
        // A refresh may start while a next page loads; its fresh page 1 wins.
        let refresh = Task { await model.refresh() }
        await waitUntil { client.requests.count == 3 }
        await refresh.value
        await gate.open()
        await stale.value
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2"])
        #expect(!model.state.current.paging.isLoadingMore)
    }

    @Test func eachTabsAnswerLandsInItsOwnTabEvenAfterSwitchingAway() async throws {
        let gate = Gate()
        let client = try Self.server(
            [true: upcomingPages, false: pastPages], gate: gate, gatedPages: [1], gateTab: true)
        let model = model(client)
        let upcoming = Task { await model.load() }
        await waitUntil { client.requests.count == 1 }
        #expect(model.state.current.phase == .loading)
        await model.select(.past)
        #expect(model.state.past.rows.map(\.name) == ["P1", "P2"])
        await gate.open()
        await upcoming.value
        #expect(model.state.upcoming.rows.map(\.name) == ["U1", "U2"])
        #expect(model.state.current.rows.map(\.name) == ["P1", "P2"])
    }
}

/// Which pages (`"true-2"`: upcoming page 2) answer 500, changeable while a test runs.
final class FailureSwitch: Sendable {
    private let pages: Mutex<Set<String>>
    init(_ pages: Set<String>) { self.pages = Mutex(pages) }
    func set(_ new: Set<String>) { pages.withLock { $0 = new } }
    func contains(_ page: String) -> Bool { pages.withLock { $0.contains(page) } }
}

/// The names the upcoming tab's pages hold, changeable to simulate new data on refresh.
final class NameSwitch: Sendable {
    private let pages: Mutex<[[String]]>
    init(_ pages: [[String]]) { self.pages = Mutex(pages) }
    func set(_ new: [[String]]) { pages.withLock { $0 = new } }
    var current: [[String]] { pages.withLock { $0 } }
}

import Analytics
import AnalyticsTesting
import Foundation
import LaunchesFeature
import Networking
import NetworkingTesting
import Synchronization
import Testing

@MainActor
@Suite("Launches list view model", .timeLimit(.minutes(5)))
struct LaunchesListViewModelTests {
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
            guard let (upcoming, page) = SpaceXFixtures.queried(request) else { return .json("bad query", status: 400) }
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
                bodies["\(upcoming)-\(index + 1)"] = try SpaceXFixtures.page(
                    index + 1, of: max(1, tabPages.count), names: names, totalDocs: total)
            }
        }
        return bodies
    }

    private func model(
        _ client: StubHTTPClient, tracker: RecordingTracker = RecordingTracker()
    )
        -> LaunchesListViewModel
    {
        LaunchesListViewModel(
            service: LaunchesService(client: client, baseURL: SpaceXFixtures.base), analytics: tracker, pageSize: 2,
            prefetchDistance: 0)
    }

    private let upcomingPages = [["U1", "U2"], ["U3", "U4"], ["U5"]]
    private let pastPages = [["P1", "P2"], ["P3"]]

    @Test func `the upcoming tab loads first and each tab keeps its own pages when switching`() async throws {
        let client = try Self.server([true: upcomingPages, false: pastPages])
        let tracker = RecordingTracker()
        let model = model(client, tracker: tracker)
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
        #expect(
            tracker.events(named: "launches_tab_changed").map(\.parameters) == [["tab": "past"], ["tab": "upcoming"]])
        await model.select(.upcoming)
        #expect(tracker.events(named: "launches_tab_changed").count == 2, "selecting the shown tab is not a change")
    }

    @Test func `selecting a shown launch asks the router to open it, and an id not shown is ignored`() async throws {
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

    @Test func `scrolling near the end pages through to the last page and then stops asking`() async throws {
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
        #expect(tab.totalCount == 5)
        #expect(!tab.hasNextPage)
        await model.loadNextPageIfNeeded(currentIndex: 4)
        #expect(client.requests.count == 3)
        let pages = client.requests.compactMap { SpaceXFixtures.queried($0)?.page }
        #expect(pages == [1, 2, 3])
    }

    @Test func `a next page is never asked for twice at once`() async throws {
        let gate = Gate()
        let client = try Self.server([true: upcomingPages], gate: gate, gatedPages: [2])
        let model = model(client)
        await model.load()
        let first = Task { await model.loadNextPageIfNeeded(currentIndex: 1) }
        await waitUntil { client.requests.count == 2 }
        #expect(model.state.current.isLoadingNextPage)
        await model.loadNextPageIfNeeded(currentIndex: 1)
        await model.loadNextPage()
        #expect(client.requests.count == 2)
        await gate.open()
        await first.value
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2", "U3", "U4"])
        #expect(!model.state.current.isLoadingNextPage)
    }

    @Test func `a failed next page keeps the rows, waits for retry and then continues`() async throws {
        let failing = FailureSwitch(["true-2"])
        let client = try Self.server([true: upcomingPages], failing: failing)
        let model = model(client)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 1)
        let tab = model.state.current
        #expect(tab.rows.map(\.name) == ["U1", "U2"])
        #expect(tab.phase == .loaded)
        #expect(tab.nextPageError?.contains("500") == true)
        await model.loadNextPageIfNeeded(currentIndex: 1)
        #expect(client.requests.count == 2, "no automatic retry while scrolling after a failure")
        failing.set([])
        await model.retry()
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2", "U3", "U4"])
        #expect(model.state.current.nextPageError == nil)
    }

    @Test func `a failed first page shows an error with a retry that loads it`() async throws {
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

    @Test func `a tab with no launches is empty, not loading or failed`() async throws {
        let client = try Self.server([true: [[]]])
        let model = model(client)
        await model.load()
        #expect(model.state.current.isEmpty)
        #expect(!model.state.current.hasNextPage)
    }

    @Test func `refresh keeps the old list visible until page 1 arrives, then replaces it`() async throws {
        let names = NameSwitch(upcomingPages)
        let gate = Gate()
        let client = try Self.server(names: names, gate: gate, gatedPages: [1], gateAfter: 1)
        let model = model(client)
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
        #expect(!tab.isRefreshing)
        #expect(SpaceXFixtures.queried(client.requests[2])?.page == 1)
    }

    @Test func `a failed refresh keeps the rows and reports why`() async throws {
        let failing = FailureSwitch([])
        let client = try Self.server([true: upcomingPages], failing: failing)
        let model = model(client)
        await model.load()
        failing.set(["true-1"])
        await model.refresh()
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2"])
        #expect(model.state.current.refreshError != nil)
        failing.set([])
        await model.retry()
        #expect(model.state.current.refreshError == nil)
    }

    @Test func `a next page still in flight when a refresh lands is dropped, not appended`() async throws {
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
        #expect(!model.state.current.isLoadingNextPage)
    }

    @Test func `each tab's answer lands in its own tab even after switching away`() async throws {
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

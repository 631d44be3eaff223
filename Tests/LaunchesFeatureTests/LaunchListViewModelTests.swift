import FoundationTesting
import LaunchesFeature
import LaunchesTesting
import Testing

@MainActor
@Suite("Launch list view model", .timeLimit(.minutes(5)))
struct LaunchListViewModelTests {
    private func model(_ client: LaunchesClient, events: RecordingLaunchesEventSink = .init()) -> LaunchListViewModel {
        LaunchListViewModel(client: client, events: events, pageSize: 2, prefetchDistance: 0)
    }

    private let upcomingPages = [["U1", "U2"], ["U3", "U4"], ["U5"]]
    private let pastPages = [["P1", "P2"], ["P3"]]

    @Test func theUpcomingTabLoadsFirstAndEachTabKeepsItsOwnPagesWhenSwitching() async {
        let api = StubLaunchPages([.upcoming: upcomingPages, .past: pastPages])
        let events = RecordingLaunchesEventSink()
        let model = model(api.client(), events: events)
        #expect(model.state.current.phase == .idle)
        await model.load()
        #expect(model.state.selectedTab == .upcoming)
        #expect(model.state.upcoming.rows.map(\.name) == ["U1", "U2"])
        await model.loadNextPage()
        await model.select(.past)
        #expect(model.state.current.rows.map(\.name) == ["P1", "P2"])
        await model.select(.upcoming)
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2", "U3", "U4"])
        #expect(api.asked == ["upcoming 1", "upcoming 2", "past 1"], "switching back reuses the loaded pages")
        #expect(events.events == [.tabChanged(.past), .tabChanged(.upcoming)])
        await model.select(.upcoming)
        #expect(events.events.count == 2, "selecting the shown tab is not a change")
    }

    @Test func selectingAShownLaunchAsksTheRouterToOpenItAndAnIdNotShownIsIgnored() async throws {
        final class RecordingLaunchesRouter: LaunchesRouting {
            var opened: [String] = []
            func showLaunch(id: String) { opened.append(id) }
        }
        let router = RecordingLaunchesRouter()
        let model = model(StubLaunchPages([.upcoming: upcomingPages]).client())
        model.router = router
        await model.load()
        let shown = try #require(model.state.current.rows.first?.id)
        model.select(id: shown)
        model.select(id: "not-a-shown-launch")
        #expect(router.opened == [shown])
    }

    @Test func scrollingNearTheEndPagesThroughToTheLastPageAndThenStopsAsking() async {
        let api = StubLaunchPages([.upcoming: upcomingPages])
        let model = model(api.client())
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 0)
        #expect(api.asked.count == 1, "row 0 of 2 is not near the end")
        await model.loadNextPageIfNeeded(currentIndex: 1)
        await model.loadNextPageIfNeeded(currentIndex: 3)
        let tab = model.state.current
        #expect(tab.rows.map(\.name) == ["U1", "U2", "U3", "U4", "U5"])
        #expect(tab.loadedPage == 3)
        #expect(tab.paging.total == 5)
        #expect(!tab.paging.hasMore)
        await model.loadNextPageIfNeeded(currentIndex: 4)
        #expect(api.asked == ["upcoming 1", "upcoming 2", "upcoming 3"])
    }

    @Test func aNextPageIsNeverAskedForTwiceAtOnce() async {
        let gate = StubLaunchPages.Gate()
        let api = StubLaunchPages([.upcoming: upcomingPages])
        let model = model(api.client { _, page in if page == 2 { await gate.wait() } })
        await model.load()
        let first = Task { await model.loadNextPageIfNeeded(currentIndex: 1) }
        await waitUntil { api.asked.count == 2 }
        #expect(model.state.current.paging.isLoadingMore)
        await model.loadNextPageIfNeeded(currentIndex: 1)
        await model.loadNextPage()
        #expect(api.asked.count == 2)
        await gate.open()
        await first.value
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2", "U3", "U4"])
        #expect(!model.state.current.paging.isLoadingMore)
    }

    @Test func aFailedNextPageKeepsTheRowsWaitsForRetryAndThenContinues() async {
        let api = StubLaunchPages([.upcoming: upcomingPages])
        api.fail(["upcoming 2"])
        let model = model(api.client())
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 1)
        let tab = model.state.current
        #expect(tab.rows.map(\.name) == ["U1", "U2"])
        #expect(tab.phase == .loaded)
        #expect(tab.paging.loadMoreError == StubLaunchPages.failure("upcoming 2").description)
        await model.loadNextPageIfNeeded(currentIndex: 1)
        #expect(api.asked.count == 2, "no automatic retry while scrolling after a failure")
        api.fail([])
        await model.retry()
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2", "U3", "U4"])
        #expect(model.state.current.paging.loadMoreError == nil)
    }

    @Test func aFailedFirstPageShowsAnErrorWithARetryThatLoadsIt() async {
        let api = StubLaunchPages([.past: pastPages])
        api.fail(["past 1"])
        let model = model(api.client())
        await model.select(.past)
        #expect(model.state.current.phase == .failed(StubLaunchPages.failure("past 1").description))
        #expect(model.state.current.rows.isEmpty)
        api.fail([])
        await model.retry()
        #expect(model.state.current.phase == .loaded)
        #expect(model.state.current.rows.map(\.name) == ["P1", "P2"])
    }

    @Test func refreshKeepsTheOldListVisibleUntilPage1ArrivesThenReplacesIt() async {
        let api = StubLaunchPages([.upcoming: upcomingPages])
        let gate = StubLaunchPages.Gate()
        let events = RecordingLaunchesEventSink()
        // The load asks for page 1 first; the refresh's page 1, the third page asked for, waits.
        let model = model(api.client { _, _ in if api.asked.count == 3 { await gate.wait() } }, events: events)
        await model.load()
        await model.loadNextPage()
        #expect(model.state.current.rows.count == 4)
        api.serve([["N1", "N2"], ["N3"]], for: .upcoming)
        let refreshing = Task { await model.refresh() }
        await waitUntil { api.asked.count == 3 }
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
        #expect(api.asked.last == "upcoming 1")
    }

    @Test func aFailedRefreshKeepsTheRowsAndReportsWhy() async {
        let api = StubLaunchPages([.upcoming: upcomingPages])
        let events = RecordingLaunchesEventSink()
        let model = model(api.client(), events: events)
        await model.load()
        api.fail(["upcoming 1"])
        await model.refresh()
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2"])
        #expect(model.state.current.refreshError == StubLaunchPages.failure("upcoming 1").description)
        api.fail([])
        await model.retry()
        #expect(model.state.current.refreshError == nil)
        #expect(events.events == [.refreshed(.upcoming)], "retrying a refresh is not another pull to refresh")
    }

    @Test func aNextPageStillInFlightWhenARefreshLandsIsDroppedNotAppended() async {
        let gate = StubLaunchPages.Gate()
        let api = StubLaunchPages([.upcoming: upcomingPages])
        let model = model(api.client { _, page in if page == 2 { await gate.wait() } })
        await model.load()
        let stale = Task { await model.loadNextPage() }
        await waitUntil { api.asked.count == 2 }
        // A refresh may start while a next page loads; its fresh page 1 wins.
        let refresh = Task { await model.refresh() }
        await waitUntil { api.asked.count == 3 }
        await refresh.value
        await gate.open()
        await stale.value
        #expect(model.state.current.rows.map(\.name) == ["U1", "U2"])
        #expect(!model.state.current.paging.isLoadingMore)
    }

    @Test func eachTabsAnswerLandsInItsOwnTabEvenAfterSwitchingAway() async {
        let gate = StubLaunchPages.Gate()
        let api = StubLaunchPages([.upcoming: upcomingPages, .past: pastPages])
        let model = model(api.client { tab, _ in if tab == .upcoming { await gate.wait() } })
        let upcoming = Task { await model.load() }
        await waitUntil { api.asked.count == 1 }
        #expect(model.state.current.phase == .loading)
        await model.select(.past)
        #expect(model.state.past.rows.map(\.name) == ["P1", "P2"])
        await gate.open()
        await upcoming.value
        #expect(model.state.upcoming.rows.map(\.name) == ["U1", "U2"])
        #expect(model.state.current.rows.map(\.name) == ["P1", "P2"])
    }
}

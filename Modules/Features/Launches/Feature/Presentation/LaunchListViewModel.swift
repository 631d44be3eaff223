public import Observation

/// The main screen: Upcoming and Past tabs, each paged through the client.
///
/// Every intent is guarded so that a page is never asked for twice at once, and each tab's
/// answers land in that tab even when the user has switched away meanwhile.
@MainActor
@Observable
public final class LaunchListViewModel {
    public private(set) var state: LaunchListViewState
    /// Weak: the host owns the screen and its view model, not the other way round.
    @ObservationIgnored public weak var router: (any LaunchesRouting)?

    @ObservationIgnored private let client: LaunchesClient
    @ObservationIgnored private let events: any LaunchesEventSink
    @ObservationIgnored private let pageSize: Int
    @ObservationIgnored private let firstPage: Int
    @ObservationIgnored private let prefetchDistance: Int
    /// Bumped whenever a tab's list is replaced, so a next page asked for before the
    /// replacement is dropped instead of appended to the new list.
    @ObservationIgnored private var generations: [LaunchesTab: Int] = [:]

    /// - Parameters:
    ///   - pageSize: launches per page.
    ///   - firstPage: the page each tab starts at (and refreshes to), 1 unless a caller jumps in.
    ///   - prefetchDistance: how close to the last row ``loadNextPageIfNeeded(currentIndex:)`` loads more.
    public init(
        client: LaunchesClient,
        events: any LaunchesEventSink,
        pageSize: Int = 20,
        firstPage: Int = 1,
        prefetchDistance: Int = 5,
        initialTab: LaunchesTab = .upcoming,
        router: (any LaunchesRouting)? = nil
    ) {
        self.router = router
        self.client = client
        self.events = events
        self.pageSize = max(1, pageSize)
        self.firstPage = max(1, firstPage)
        self.prefetchDistance = max(0, prefetchDistance)
        self.state = LaunchListViewState(selectedTab: initialTab)
    }

    /// Loads the selected tab's first page unless it is loaded or loading.
    public func load() async {
        await loadFirstPage(of: state.selectedTab)
    }

    /// Shows `tab`, loading it the first time; the other tab keeps its pages.
    public func select(_ tab: LaunchesTab) async {
        if tab != state.selectedTab {
            state.selectedTab = tab
            events.receive(.tabChanged(tab))
        }
        await loadFirstPage(of: tab)
    }

    public func select(id: String) {
        guard state.current.rows.contains(where: { $0.id == id }) else { return }
        router?.showLaunch(id: id)
    }

    /// Loads the next page when the row at `currentIndex` is near the end of the list. After a
    /// failed next page it waits for ``retry()`` rather than hammering a failing server.
    public func loadNextPageIfNeeded(currentIndex: Int) async {
        let tab = state.current
        guard tab.paging.loadMoreError == nil, currentIndex >= tab.rows.count - 1 - prefetchDistance else { return }
        await loadNextPage()
    }

    /// Loads the selected tab's next page, unless there is none or one is already coming.
    public func loadNextPage() async {
        let tab = state.selectedTab
        let current = state[tab]
        guard current.phase == .loaded, let page = current.nextPage, !current.paging.isLoadingMore,
            !current.isRefreshing
        else { return }
        state[tab].paging.isLoadingMore = true
        state[tab].paging.loadMoreError = nil
        let generation = generations[tab, default: 0]
        let result = await fetch(tab, page: page)
        guard generation == generations[tab, default: 0] else { return }
        state[tab].paging.isLoadingMore = false
        switch result {
        case .success(let loaded):
            let known = Set(state[tab].rows.map(\.id))
            // Pages can shift between requests when launches move tabs; never show a launch twice.
            state[tab].rows += loaded.launches.map(LaunchRow.init).filter { !known.contains($0.id) }
            state[tab].paging.total = loaded.totalCount
            state[tab].paging.hasMore = loaded.nextPage != nil
            state[tab].loadedPage = loaded.page
            state[tab].nextPage = loaded.nextPage
        case .failure(let error):
            state[tab].paging.loadMoreError = error.description
        }
    }

    /// The user pulled to refresh: reloads the selected tab from its first page; the old rows
    /// stay until the new ones arrive, and stay for good if the reload fails.
    public func refresh() async {
        let tab = state.selectedTab
        guard state[tab].phase != .loading, !state[tab].isRefreshing else { return }
        events.receive(.refreshed(tab))
        await reload(tab)
    }

    /// Retries whatever failed on the selected tab: the first page, the next page or a refresh.
    public func retry() async {
        let tab = state.current
        if case .failed = tab.phase {
            await load()
        } else if tab.paging.loadMoreError != nil {
            await loadNextPage()
        } else if tab.refreshError != nil {
            await reload(state.selectedTab)
        }
    }

    private func reload(_ tab: LaunchesTab) async {
        switch state[tab].phase {
        case .idle, .failed:
            await loadFirstPage(of: tab)
            return
        case .loading:
            return
        case .loaded:
            break
        }
        guard !state[tab].isRefreshing else { return }
        state[tab].isRefreshing = true
        state[tab].refreshError = nil
        let result = await fetch(tab, page: firstPage)
        state[tab].isRefreshing = false
        switch result {
        case .success(let page): replace(tab, with: page)
        case .failure(let error): state[tab].refreshError = error.description
        }
    }

    private func loadFirstPage(of tab: LaunchesTab) async {
        switch state[tab].phase {
        case .idle, .failed: break
        case .loading, .loaded: return
        }
        state[tab].phase = .loading
        switch await fetch(tab, page: firstPage) {
        case .success(let page): replace(tab, with: page)
        case .failure(let error): state[tab].phase = .failed(error.description)
        }
    }

    private func replace(_ tab: LaunchesTab, with page: LaunchPage) {
        generations[tab, default: 0] += 1
        var fresh = LaunchesTabState()
        fresh.phase = .loaded
        fresh.rows = page.launches.map(LaunchRow.init)
        fresh.paging = LaunchesPaging(total: page.totalCount, hasMore: page.nextPage != nil)
        fresh.loadedPage = page.page
        fresh.nextPage = page.nextPage
        state[tab] = fresh
    }

    private func fetch(_ tab: LaunchesTab, page: Int) async -> Result<LaunchPage, LaunchesError> {
        do {
            return .success(try await client.page(tab, page, pageSize))
        } catch {
            return .failure(error)
        }
    }
}

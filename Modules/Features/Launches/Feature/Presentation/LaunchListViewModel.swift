public import Observation

/// The main screen: Upcoming and Past tabs, each paged through the client. No page is asked for
/// twice at once, and each tab's answers land in that tab even after the user switched away.
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
    /// Bumped when a tab's list is replaced, so a next page asked for before is dropped, not appended to the new list.
    @ObservationIgnored private var generations: [LaunchesTab: Int] = [:]

    /// - Parameters:
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

    /// Loads the next page as row `currentIndex` nears the end; after a failure, waits for ``retry()``, not hammering.
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
        case .success(let loaded): append(loaded, to: tab)
        case .failure(let error):
            state[tab].paging.loadMoreError = error.description
        }
    }

    /// Pull to refresh: reloads the tab from page one; the old rows stay until it arrives, or for good if it fails.
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
        guard state[tab].phase == .loaded else { return await loadFirstPage(of: tab) }
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
        state[tab] = LaunchesTabState()
        state[tab].phase = .loaded
        append(page, to: tab)
    }

    private func append(_ page: LaunchPage, to tab: LaunchesTab) {
        let known = Set(state[tab].rows.map(\.id))
        // Pages can shift between requests when launches move tabs; never show a launch twice.
        state[tab].rows += page.launches.map(LaunchRow.init).filter { !known.contains($0.id) }
        state[tab].paging.total = page.totalCount
        state[tab].paging.hasMore = page.nextPage != nil
        state[tab].loadedPage = page.page
        state[tab].nextPage = page.nextPage
    }

    private func fetch(_ tab: LaunchesTab, page: Int) async -> Result<LaunchPage, LaunchesError> {
        do {
            return .success(try await client.page(tab, page, pageSize))
        } catch {
            return .failure(error)
        }
    }
}

public import FeatureFlags
public import Observation

/// The list's presentation logic: paging, retry and selection. UI-agnostic: any view (the
/// terminal screens, a SwiftUI list) renders ``state`` and calls the intents.
@MainActor
@Observable
public final class PokemonListViewModel {
    /// How close to the last row (in rows) the next page starts loading.
    public static let prefetchDistance = 5

    public private(set) var state: PokemonListViewState

    private let client: PokemonListClient
    // Weak: whoever hosts the list owns the router, and often the list with it.
    @ObservationIgnored private weak var router: (any PokemonListRouting)?
    private let events: any PokemonListEventSink
    private let startOffset: Int
    private let pageSize: Int
    private var nextOffset: Int
    private var inFlight: Task<Void, Never>?

    public init(
        client: PokemonListClient,
        flags: any FeatureFlagProvider,
        router: (any PokemonListRouting)? = nil,
        events: any PokemonListEventSink,
        startOffset: Int = 0,
        pageSize: Int = 20
    ) {
        self.client = client
        self.router = router
        self.events = events
        self.startOffset = max(0, startOffset)
        self.pageSize = max(1, pageSize)
        self.nextOffset = self.startOffset
        self.state = PokemonListViewState(
            loadMoreMode: flags.isEnabled(PokemonListFlags.infiniteScroll) ? .automatic : .onRequest)
    }

    /// Loads the first page, unless rows are already there.
    public func load() async {
        guard state.rows.isEmpty else { return }
        await loadNextPage()
    }

    /// Called as row `currentIndex` appears: with infinite scrolling, loads the next page when
    /// the row is near the end. A failed page is not retried here, only by ``retry()``.
    public func loadNextPageIfNeeded(currentIndex: Int) async {
        guard state.loadMoreMode == .automatic, state.failureMessage == nil,
            currentIndex >= state.rows.count - Self.prefetchDistance
        else { return }
        await loadNextPage()
    }

    /// The explicit "load more" action (and how `--all` walks every page).
    public func loadMore() async {
        guard state.failureMessage == nil else { return }
        await loadNextPage()
    }

    /// Loads the page that failed again, keeping every row already shown.
    public func retry() async {
        guard state.canRetry else { return }
        if case .failed = state.phase { state.phase = .idle }
        state.paging.loadMoreError = nil
        await loadNextPage()
    }

    public func refresh() async {
        if let inFlight { await inFlight.value }
        nextOffset = startOffset
        state = PokemonListViewState(loadMoreMode: state.loadMoreMode)
        await client.reconnect()
        await loadNextPage()
    }

    /// The user picked the Pokémon `id`: reports it, then tells the router, which opens
    /// whatever it opens.
    public func select(id: Int) {
        events.receive(.pokemonSelected(id: id))
        router?.showPokemon(id: id)
    }

    /// One page at a time: a call while a page loads waits for that page instead of asking again.
    private func loadNextPage() async {
        if let inFlight {
            await inFlight.value
            return
        }
        guard state.paging.hasMore else { return }
        let task = Task {
            await self.fetchNextPage()
            self.inFlight = nil
        }
        inFlight = task
        await task.value
    }

    private func fetchNextPage() async {
        // Until a first page has loaded, a page is the first page (again, after a failure).
        let isFirstPage = state.phase != .loaded
        if isFirstPage { state.phase = .loading } else { state.paging.isLoadingMore = true }
        defer { state.paging.isLoadingMore = false }
        do {
            let page = try await client.page(nextOffset, pageSize)
            state.rows += page.entries.map { PokemonListRow(id: $0.id, name: PokemonDisplayName.capitalized($0.name)) }
            state.phase = .loaded
            state.paging.total = page.total
            state.paging.hasMore = page.hasMore && !page.entries.isEmpty
            nextOffset += page.entries.count
            if let savedAt = page.savedAt {
                state.savedAt = min(state.savedAt ?? savedAt, savedAt)
            }
        } catch {
            if isFirstPage {
                state.phase = .failed(error.description)
            } else {
                state.paging.loadMoreError = error.description
            }
        }
    }
}

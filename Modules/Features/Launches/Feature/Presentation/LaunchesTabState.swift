/// One tab's list: its loaded pages and what is in flight. Each tab keeps its own.
public struct LaunchesTabState: Sendable, Hashable {
    /// Where the first page stands.
    public enum Phase: Sendable, Hashable {
        /// Nothing asked yet.
        case idle
        /// The first page is on its way and there is nothing to show.
        case loading
        /// The first page failed; offer a retry.
        case failed(String)
        /// Loaded; `rows` may still be empty (see ``LaunchesTabState/isEmpty``).
        case loaded
    }

    public var phase: Phase = .idle
    public var rows: [LaunchRow] = []
    /// How many launches the tab has across all pages.
    public var totalCount = 0
    /// The last page loaded, 0 before the first.
    public var loadedPage = 0
    /// The page to load next, `nil` after the last one.
    public var nextPage: Int?
    public var isLoadingNextPage = false
    /// Why the last next-page load failed; the rows above stay.
    public var nextPageError: String?
    /// A pull to refresh is running; `rows` still show the old list.
    public var isRefreshing = false
    /// Why the last refresh failed; the rows stay.
    public var refreshError: String?

    public init() {}

    public var hasNextPage: Bool { nextPage != nil }

    /// Loaded, and the API has no launches for this tab.
    public var isEmpty: Bool { phase == .loaded && rows.isEmpty }
}

/// One tab's list: its loaded pages and what is in flight. Each tab keeps its own.
public struct LaunchesTabState: Sendable, Hashable {
    /// Where the tab's first page stands.
    public var phase: LaunchesLoadPhase = .idle
    public var rows: [LaunchRow] = []
    public var paging = LaunchesPaging()
    /// The last page loaded, 0 before the first: the server's page numbers, which `--page` follows.
    public var loadedPage = 0
    /// The page the server said comes next, `nil` after the last one.
    public var nextPage: Int?
    /// A pull to refresh is running; `rows` still show the old list.
    public var isRefreshing = false
    /// Why the last refresh failed; the rows stay.
    public var refreshError: String?

    public init() {}

    public var isEmpty: Bool { phase == .loaded && rows.isEmpty }
}

public import Foundation

public struct PokemonListViewState: Sendable, Equatable {
    /// The first page's load; later pages are in ``paging``.
    public var phase: PokemonListLoadPhase = .idle
    public var rows: [PokemonListRow] = []
    /// Starts with `hasMore`, since before the first page there is at least that page to load.
    public var paging = PokemonListPaging(hasMore: true)
    public var loadMoreMode: LoadMoreMode
    /// When the oldest page shown was saved, if any page came from the backup.
    public var savedAt: Date?

    public init(loadMoreMode: LoadMoreMode) {
        self.loadMoreMode = loadMoreMode
    }

    /// Why the last load failed, the first page's or a next page's; `nil` when none did.
    public var failureMessage: String? {
        if case .failed(let message) = phase { return message }
        return paging.loadMoreError
    }

    public var isLoadingAnyPage: Bool { phase == .loading || paging.isLoadingMore }

    public var canRetry: Bool { failureMessage != nil }

    /// Whether to offer an explicit "load more" action.
    public var showsLoadMore: Bool {
        loadMoreMode == .onRequest && paging.hasMore && !isLoadingAnyPage && failureMessage == nil
    }

    /// "saved data from 2026-11-22T18:00:00Z" when the rows came, at least in part, from the backup.
    public var savedDataNotice: String? {
        savedAt.map { "saved data from \($0.formatted(.iso8601))" }
    }
}

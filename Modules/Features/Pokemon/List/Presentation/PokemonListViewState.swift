public import Foundation

/// Everything a list screen shows, in any UI technology.
public struct PokemonListViewState: Sendable, Equatable {
    /// How the next page is asked for.
    public enum Paging: Sendable, Equatable {
        /// Loaded as the user nears the end (infinite scrolling).
        case automatic
        /// Loaded when the user asks ("load more").
        case onRequest
    }

    public var rows: [PokemonListRow] = []
    /// The size of the whole list, once a page told it.
    public var total: Int?
    /// Whether a page is being loaded.
    public var isLoading = false
    /// Whether there are pages after the loaded ones.
    public var hasMore = true
    /// Why the last page failed; the rows already loaded stay, and ``canRetry`` is true.
    public var errorMessage: String?
    public var paging: Paging
    /// When the oldest page shown was saved, if any page came from the backup.
    public var savedAt: Date?

    public init(paging: Paging) {
        self.paging = paging
    }

    /// Whether nothing has been loaded yet and nothing is loading.
    public var isEmpty: Bool { rows.isEmpty && !isLoading }

    /// Whether a retry action makes sense.
    public var canRetry: Bool { errorMessage != nil }

    /// Whether to offer an explicit "load more" action.
    public var showsLoadMore: Bool { paging == .onRequest && hasMore && !isLoading && errorMessage == nil }

    /// "saved data from 2026-11-22T18:00:00Z" when the rows came, at least in part, from the backup.
    public var savedDataNotice: String? {
        savedAt.map { "saved data from \($0.formatted(.iso8601))" }
    }
}

/// How far a paged list has loaded. Every slice that pages declares this same shape under its own
/// name: a feature may import only the ports, and an app may import two features in one file (the
/// slice plan, Docs/Mosaic.docc/SlicePlan.md); a test checks the copies agree.
public struct ProductsPaging: Sendable, Hashable {
    /// The size of the whole list, once a page said it.
    public var total: Int?
    public var hasMore: Bool
    /// A next page is on its way; the rows already shown stay.
    public var isLoadingMore: Bool
    /// Why the last next-page load failed; the rows already shown stay and a retry is offered.
    public var loadMoreError: String?

    public init(total: Int? = nil, hasMore: Bool = false, isLoadingMore: Bool = false, loadMoreError: String? = nil) {
        self.total = total
        self.hasMore = hasMore
        self.isLoadingMore = isLoadingMore
        self.loadMoreError = loadMoreError
    }
}

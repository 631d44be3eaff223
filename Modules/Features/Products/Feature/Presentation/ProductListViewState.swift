public struct ProductListViewState: Sendable, Hashable {
    public let departmentCode: String
    public let departmentTitle: String
    public var phase: ProductsLoadPhase = .idle
    public var rows: [ProductRow] = []
    /// `total` is `TotalResults` once a page has arrived; `hasMore`, whether pages are left to load.
    public var paging = ProductsPaging()

    /// Why the list stopped loading, whether the first page or a later one failed.
    public var failure: String? {
        if case .failed(let message) = phase { return message }
        return paging.loadMoreError
    }

    /// The department with its size once a page has said it: `Dresses (62 products)`.
    public var heading: String {
        departmentTitle + (paging.total.map { " (\($0) products)" } ?? "")
    }

    /// What the paging is doing, or why the list is empty; `nil` for a loaded list at rest.
    public var status: String? {
        if let failure { return "Could not load products: \(failure)" }
        switch phase {
        case .idle, .loading, .failed: return "Loading products…"
        case .loaded where paging.isLoadingMore: return "Loading more…"
        case .loaded: return rows.isEmpty ? "No products in this department." : nil
        }
    }
}

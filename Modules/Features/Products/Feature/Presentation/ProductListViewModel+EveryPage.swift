extension ProductListViewModel {
    /// Products a page, as the Search API sends them: what a client numbering pages counts in.
    public nonisolated static let pageSize = ProductsService.pageSize

    /// Loads every further page, for a client showing the whole list; the reason it stopped short, or
    /// `nil`. It stops at ``ProductsService/maximumPages``, and at a page with nothing new (a server
    /// that ignores the page).
    public func loadEveryPage() async -> String? {
        var pagesLoaded = 1
        while state.paging.hasMore, state.failure == nil {
            guard pagesLoaded < ProductsService.maximumPages else {
                return "stopped after \(pagesLoaded) pages; the server keeps announcing another page, "
                    + "more than the shop has"
            }
            pagesLoaded += 1
            // The rows hold each product once, so a page of nothing new leaves their count as it was.
            let before = state.rows.count
            await loadNextPage()
            if state.failure == nil, state.paging.hasMore, state.rows.count == before {
                return "page \(pagesLoaded) brought no product not already listed; the server seems to "
                    + "ignore the page, so listing stopped there"
            }
        }
        return state.failure
    }
}

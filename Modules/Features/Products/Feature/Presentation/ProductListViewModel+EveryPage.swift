extension ProductListViewModel {
    /// Products a page, as the Search API sends them: what a client numbering pages counts in.
    public nonisolated static let pageSize = ProductsService.pageSize

    /// Loads the pages after those loaded until the server has no more, for a client that shows
    /// the whole list at once; the reason it stopped short, or `nil`. A server that keeps
    /// announcing pages is stopped at ``ProductsService/maximumPages``, and one that answers a
    /// page with nothing new (it ignores the page) is stopped there.
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

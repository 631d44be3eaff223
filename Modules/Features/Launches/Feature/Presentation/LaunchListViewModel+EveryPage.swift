extension LaunchListViewModel {
    /// Loads the selected tab's remaining pages, for a client that shows the whole list; returns why it
    /// stopped short, or `nil`. It stops after ``LaunchesService/maximumPages`` pages, and at a page with
    /// nothing new (the server ignores the page).
    public func loadEveryPage() async -> String? {
        let tab = state.selectedTab
        var pagesLoaded = 1
        while state.current.paging.hasMore {
            guard pagesLoaded < LaunchesService.maximumPages else {
                return "stopped after \(pagesLoaded) pages of \(tab.rawValue) launches: the server keeps announcing "
                    + "another page, more than SpaceX has"
            }
            pagesLoaded += 1
            let known = Set(state.current.rows.map(\.id))
            await loadNextPage()
            if let error = state.current.paging.loadMoreError { return error }
            guard !state.current.paging.hasMore || state.current.rows.contains(where: { !known.contains($0.id) })
            else {
                return "page \(state.current.loadedPage) of the \(tab.rawValue) launches brought no launch "
                    + "not already listed; the server seems to ignore the page, so listing stopped there"
            }
        }
        return nil
    }
}

public struct LaunchPage: Sendable, Hashable {
    public var launches: [Launch]
    /// How many launches match the query across all pages.
    public var totalCount: Int
    /// This page's number, from 1.
    public var page: Int
    /// The page to ask for next, or `nil` on the last page.
    public var nextPage: Int?

    public init(launches: [Launch], totalCount: Int, page: Int, nextPage: Int?) {
        self.launches = launches
        self.totalCount = totalCount
        self.page = page
        self.nextPage = nextPage
    }
}

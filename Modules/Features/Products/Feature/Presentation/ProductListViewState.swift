/// A department's product list.
public struct ProductListViewState: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Nothing asked yet.
        case idle
        case loadingFirstPage
        /// Rows are shown and the next page is on its way.
        case loadingNextPage
        case loaded
        /// The last page asked for failed; rows already shown stay.
        case failed(String)
    }

    public let departmentCode: String
    public let departmentTitle: String
    public var rows: [ProductRow] = []
    /// `TotalResults`, once a page has arrived.
    public var totalResults: Int?
    public var status: Status = .idle
    /// Whether `TotalResults` says there are pages not loaded yet.
    public var hasMore = false
    /// Where "back" goes.
    public let backTitle = "Home"

    /// An empty list of the department, before anything loads.
    public init(departmentCode: String, departmentTitle: String) {
        self.departmentCode = departmentCode
        self.departmentTitle = departmentTitle
    }
}

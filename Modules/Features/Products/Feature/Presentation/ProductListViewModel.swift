public import FeatureFlags
public import Observation

/// A department's products, 50 at a time, loading more as the shopper nears the end of what is shown.
@MainActor
@Observable
public final class ProductListViewModel {
    public private(set) var state: ProductListViewState

    /// How close to the last row the shopper must be before the next page is fetched.
    public static let prefetchDistance = 10

    public let department: Department
    private let client: ProductsClient
    private let flags: any FeatureFlagProvider
    private let events: any ProductsEventSink
    private weak var router: (any ProductsRouting)?
    private var products: [ProductSummary] = []
    private var nextPage: Int
    private var isLoading = false
    private var hasReportedView = false

    public init(
        department: Department,
        client: ProductsClient,
        flags: any FeatureFlagProvider,
        events: any ProductsEventSink,
        router: (any ProductsRouting)?,
        firstPage: Int = 1
    ) {
        self.department = department
        self.client = client
        self.flags = flags
        self.events = events
        self.router = router
        self.nextPage = max(1, firstPage)
        state = ProductListViewState(departmentCode: department.code, departmentTitle: department.title)
    }

    public func load() async {
        guard state.phase == .idle else { return }
        await loadNextPage()
    }

    /// Loads the next page when the row at `currentIndex` is near the end and there is more.
    public func loadNextPageIfNeeded(currentIndex: Int) async {
        guard state.paging.hasMore, currentIndex >= state.rows.count - Self.prefetchDistance else { return }
        await loadNextPage()
    }

    /// Loads the next page, or retries the one that failed; not while one loads or when there is no more.
    public func loadNextPage() async {
        guard !isLoading else { return }
        let isFirst = state.phase != .loaded
        guard isFirst || state.paging.hasMore else { return }
        isLoading = true
        defer { isLoading = false }
        if isFirst {
            state.phase = .loading
        } else {
            state.paging.isLoadingMore = true
            state.paging.loadMoreError = nil
        }
        do {
            let page = try await client.page(nextPage, department)
            let showDiscounts = flags.isEnabled(ProductsFlags.showDiscounts)
            let known = Set(products.map(\.code))
            // A product moving up the ranking between two requests would otherwise show twice.
            let fresh = page.products.filter { !known.contains($0.code) }
            products += fresh
            state.rows += fresh.map { ProductRow($0, showDiscounts: showDiscounts) }
            // Page numbers and totals may be anything a server says: overflow means no next page.
            let (shown, tooMany) = page.number.multipliedReportingOverflow(by: ProductsService.pageSize)
            let (following, noRoom) = page.number.addingReportingOverflow(1)
            state.paging = ProductsPaging(
                total: page.total,
                hasMore: !page.products.isEmpty && !tooMany && !noRoom && shown < page.total)
            state.phase = .loaded
            if !noRoom { nextPage = following }
            if !hasReportedView {
                hasReportedView = true
                events.receive(.productListShown(department))
            }
        } catch {
            if isFirst {
                state.phase = .failed(error.description)
            } else {
                state.paging.isLoadingMore = false
                state.paging.loadMoreError = error.description
            }
        }
    }

    /// Opens the detail of the product `code8`; returns `false` when the list does not show it.
    @discardableResult
    public func select(code8: String) -> Bool {
        guard shownProduct(code8: code8) != nil else { return false }
        router?.showProduct(code8: code8, departmentCode: department.code)
        return true
    }

    public func back() {
        router?.showDepartments()
    }

    /// The list data of the product `code8` if shown: its detail starts there, the Search API having no lookup.
    public func shownProduct(code8: String) -> ProductSummary? {
        products.first { $0.code.rawValue == code8 }
    }
}

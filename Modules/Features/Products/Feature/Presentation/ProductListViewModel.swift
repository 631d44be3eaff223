public import Analytics
public import FeatureFlags
public import Observation

/// A department's products, 50 at a time from the Search API, loading more as the shopper nears
/// the end of what is shown.
@MainActor
@Observable
public final class ProductListViewModel {
    public private(set) var state: ProductListViewState

    /// How close to the last row the shopper must be before the next page is fetched.
    public static let prefetchDistance = 10

    public let department: Department
    private let service: ProductsService
    private let flags: any FeatureFlagProvider
    private let analytics: any AnalyticsTracker
    private let router: any ProductsRouting
    private var products: [ProductSummary] = []
    private var nextPage: Int
    private var isLoading = false
    private var hasTrackedView = false

    /// - Parameter firstPage: the page to start from, 1 unless the caller jumps ahead.
    public init(
        department: Department,
        service: ProductsService,
        flags: any FeatureFlagProvider,
        analytics: any AnalyticsTracker,
        router: any ProductsRouting,
        firstPage: Int = 1
    ) {
        self.department = department
        self.service = service
        self.flags = flags
        self.analytics = analytics
        self.router = router
        self.nextPage = max(1, firstPage)
        state = ProductListViewState(departmentCode: department.code, departmentTitle: department.title)
    }

    /// Loads the first page, once.
    public func load() async {
        guard state.status == .idle else { return }
        await loadNextPage()
    }

    /// Loads the next page when the row at `currentIndex` is near the end and there is more.
    public func loadNextPageIfNeeded(currentIndex: Int) async {
        guard state.hasMore, currentIndex >= state.rows.count - Self.prefetchDistance else { return }
        await loadNextPage()
    }

    /// Loads the page after the last one shown, or retries the one that failed. Does nothing while
    /// a page is loading or when there is nothing more.
    public func loadNextPage() async {
        guard !isLoading else { return }
        guard state.status == .idle || state.hasMore || isFailedFirstPage else { return }
        isLoading = true
        defer { isLoading = false }
        let isFirst = products.isEmpty && !state.hasMore
        state.status = isFirst ? .loadingFirstPage : .loadingNextPage
        do {
            let page = try await service.page(nextPage, of: department)
            let showDiscounts = flags.isEnabled(ProductsFlags.showDiscounts)
            let known = Set(products.map(\.code))
            // A product moving up the ranking between two requests would otherwise show twice.
            let fresh = page.products.filter { !known.contains($0.code) }
            products += fresh
            state.rows += fresh.map { ProductRow($0, showDiscounts: showDiscounts) }
            state.totalResults = page.totalResults
            // Page numbers and totals may be anything a server says: overflow means no next page.
            let (shown, tooMany) = page.number.multipliedReportingOverflow(by: ProductsService.pageSize)
            let (following, noRoom) = page.number.addingReportingOverflow(1)
            state.hasMore = !page.products.isEmpty && !tooMany && !noRoom && shown < page.totalResults
            state.status = .loaded
            if !noRoom { nextPage = following }
            if !hasTrackedView {
                hasTrackedView = true
                analytics.track(ProductsAnalyticsEvents.productListViewed(department: department))
            }
        } catch {
            state.status = .failed(error.description)
        }
    }

    /// Opens the detail of the product `code8`; returns `false` when the list does not show it.
    @discardableResult
    public func select(code8: String) -> Bool {
        guard let product = products.first(where: { $0.code.rawValue == code8 }) else { return false }
        router.show(.detail(product, department: department))
        return true
    }

    /// Goes back to the departments.
    public func back() {
        router.show(.home)
    }

    /// The list data of the products shown, for callers that open a detail themselves.
    public var shownProducts: [ProductSummary] { products }

    private var isFailedFirstPage: Bool {
        if case .failed = state.status { return products.isEmpty }
        return false
    }
}

public import Analytics
public import FeatureFlags
public import Observation

/// A product's detail: shows the list data at once and adds the Item API's extras.
@MainActor
@Observable
public final class ProductDetailViewModel {
    public private(set) var state: ProductDetailViewState

    public let product: ProductSummary
    public let department: Department
    private let service: ProductsService
    private let flags: any FeatureFlagProvider
    private let analytics: any AnalyticsTracker
    private let router: any ProductsRouting

    public init(
        product: ProductSummary,
        department: Department,
        service: ProductsService,
        flags: any FeatureFlagProvider,
        analytics: any AnalyticsTracker,
        router: any ProductsRouting
    ) {
        self.product = product
        self.department = department
        self.service = service
        self.flags = flags
        self.analytics = analytics
        self.router = router
        state = ProductDetailViewState(
            code8: product.code.rawValue,
            modelName: product.modelName,
            brandName: product.brandName,
            macroCategory: product.macroCategory,
            microCategory: product.microCategory,
            price: PriceDisplay(product.price, showDiscounts: flags.isEnabled(ProductsFlags.showDiscounts)),
            imageURL: ProductImageURL.make(defaultCode10: product.defaultCode10, resolution: .large),
            sizes: product.sizes,
            extras: .notLoaded,
            backTitle: department.title
        )
    }

    /// Records the view and fetches the extras, unless they are turned off or already loading.
    public func load() async {
        switch state.extras {
        case .notLoaded: analytics.track(ProductsAnalyticsEvents.productViewed(code: product.code))
        case .unavailable: break
        case .loading, .loaded, .turnedOff: return
        }
        guard flags.isEnabled(ProductsFlags.itemDetails) else {
            state.extras = .turnedOff
            return
        }
        state.extras = .loading
        do {
            let extras = try await service.extras(for: product.code)
            if !extras.sizes.isEmpty { state.sizes = extras.sizes }
            state.colors = extras.colors
            state.extras = .loaded(extras)
        } catch {
            state.extras = .unavailable("More details are unavailable: \(error.description).")
        }
    }

    /// Goes back to the department's list.
    public func back() {
        router.show(.list(department))
    }
}

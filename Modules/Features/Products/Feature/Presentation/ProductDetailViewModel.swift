public import FeatureFlags
public import Observation

/// A product's detail: shows the list data at once and adds the Item API's extras.
@MainActor
@Observable
public final class ProductDetailViewModel {
    public private(set) var state: ProductDetailViewState

    public let product: ProductSummary
    public let department: Department
    private let client: ProductsClient
    private let flags: any FeatureFlagProvider
    private let events: any ProductsEventSink
    private weak var router: (any ProductsRouting)?

    public init(
        product: ProductSummary,
        department: Department,
        client: ProductsClient,
        flags: any FeatureFlagProvider,
        events: any ProductsEventSink,
        router: (any ProductsRouting)?
    ) {
        self.product = product
        self.department = department
        self.client = client
        self.flags = flags
        self.events = events
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
            backTitle: department.title
        )
    }

    /// Reports the view and fetches the extras unless turned off, loading or loaded (a failure is retried).
    public func load() async {
        switch (state.phase, state.extras) {
        case (.idle, _): events.receive(.productShown(product.code))
        case (.loaded, .unavailable?), (.failed, _): break
        case (.loading, _), (.loaded, _): return
        }
        guard flags.isEnabled(ProductsFlags.itemDetails) else {
            state.extras = .turnedOff
            state.phase = .loaded
            return
        }
        state.phase = .loading
        state.extras = nil
        do {
            let extras = try await client.extras(product.code)
            if !extras.sizes.isEmpty { state.sizes = extras.sizes }
            state.colors = extras.colors
            state.extras = .loaded(extras)
        } catch {
            state.extras = .unavailable("More details are unavailable: \(error.description).")
        }
        state.phase = .loaded
    }

    public func back() {
        router?.showDepartment(code: department.code)
    }
}

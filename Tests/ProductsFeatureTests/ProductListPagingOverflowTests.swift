import FeatureFlagsTesting
import ProductsTesting
import Testing

@testable import ProductsFeature

/// Page numbers a caller gives and totals a server answers, up to `Int.max`: the list never
/// overflows working out whether there is more, and never offers a page it cannot number.
@MainActor
@Suite struct ProductListPagingOverflowTests {
    nonisolated static let pages = [1, 2, Int.max / 50, Int.max / 50 + 1, Int.max / 2, Int.max - 1, Int.max]
    nonisolated static let totals = [0, 1, 62, Int.max - 1, Int.max]

    @Test(arguments: pages, totals)
    func hasMoreIsWhatTheCountsSayWithoutOverflow(page: Int, total: Int) async {
        let api = RecordingProductsAPI { number, _ in
            ProductPage(number: number, products: (0..<3).map { ProductsFixtures.summary(index: $0) }, total: total)
        }
        let model = ProductListViewModel(
            department: .dresses, client: api.client, flags: StubFeatureFlags(), events: RecordingProductsEventSink(),
            router: nil, firstPage: page)
        await model.load()
        #expect(model.state.phase == .loaded)
        // In 128 bits: more when the pages so far hold fewer than the total and a next one can be numbered.
        let shown = Int128(page) * Int128(ProductsService.pageSize)
        #expect(model.state.paging.hasMore == (shown < Int128(total) && page < Int.max))
    }
}

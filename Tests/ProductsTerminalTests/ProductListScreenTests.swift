import Foundation
import ProductsFeature
import ProductsTerminal
import Testing

@Suite struct ProductListScreenTests {
    @Test func listShowsRowsAndPagingStatusWithinTheWidth() {
        var state = ProductListViewState(departmentCode: "drsss", departmentTitle: "Dresses")
        #expect(ProductListScreen.lines(for: state, width: 80).last == "Loading products…")
        state.phase = .failed("the YOOX shop cannot be reached")
        state.paging = ProductsPaging(total: 62, hasMore: true)
        let lines = ProductListScreen.lines(for: state, width: 80)
        #expect(lines.contains("Could not load products: the YOOX shop cannot be reached"))
        #expect(lines.last == "Could not load products: the YOOX shop cannot be reached")
        #expect(lines.first == "Dresses (62 products)")
        state.phase = .loaded
        state.paging = ProductsPaging(total: 0)
        #expect(ProductListScreen.lines(for: state, width: 80).last == "No products in this department.")
    }

    @Test func aFailedNextPageSaysWhyBelowTheRowsShown() {
        var state = ProductListViewState(departmentCode: "drsss", departmentTitle: "Dresses")
        state.phase = .loaded
        state.paging = ProductsPaging(total: 62, hasMore: true, isLoadingMore: true)
        #expect(ProductListScreen.lines(for: state, width: 80).last == "Loading more…")
        state.paging = ProductsPaging(total: 62, hasMore: true, loadMoreError: "the YOOX shop failed: HTTP 503")
        #expect(
            ProductListScreen.lines(for: state, width: 80).last
                == "Could not load products: the YOOX shop failed: HTTP 503")
    }
}

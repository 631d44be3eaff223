import Testing

@testable import ProductsFeature

@Suite struct ProductListViewStateTests {
    @Test func theStatusSaysWhatThePagingIsDoingOrWhyTheListIsEmpty() {
        var state = ProductListViewState(departmentCode: "drsss", departmentTitle: "Dresses")
        #expect(state.heading == "Dresses")
        #expect(state.status == "Loading products…")
        state.phase = .failed("the YOOX shop cannot be reached")
        state.paging = ProductsPaging(total: 62, hasMore: true)
        #expect(state.status == "Could not load products: the YOOX shop cannot be reached")
        #expect(state.heading == "Dresses (62 products)")
        state.phase = .loaded
        state.paging = ProductsPaging(total: 0)
        #expect(state.status == "No products in this department.")
        // A next page loading, then failing: the rows shown stay, the status says why below them.
        state.paging = ProductsPaging(total: 62, hasMore: true, isLoadingMore: true)
        #expect(state.status == "Loading more…")
        state.paging = ProductsPaging(total: 62, hasMore: true, loadMoreError: "the YOOX shop failed: HTTP 503")
        #expect(state.status == "Could not load products: the YOOX shop failed: HTTP 503")
    }
}

import FeatureFlagsTesting
import PokemonListFeature
import PokemonTesting
import Testing

@Suite("Pokémon list flags")
@MainActor
struct PokemonListFlagTests {
    private func model(_ api: StubPokemonList, infiniteScroll: Bool? = nil) -> PokemonListViewModel {
        PokemonListViewModel(
            client: api.client,
            flags: StubFeatureFlags(infiniteScroll.map { [PokemonListFlags.infiniteScroll: $0] } ?? [:]),
            events: RecordingPokemonListEventSink())
    }

    @Test func withInfiniteScrollOffNearingTheEndLoadsNothingAndOffersLoadMore() async {
        let api = StubPokemonList(count: 45)
        let model = model(api, infiniteScroll: false)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(api.calls.count == 1)
        #expect(model.state.loadMoreMode == .onRequest)
        #expect(model.state.showsLoadMore)

        await model.loadMore()
        #expect(model.state.rows.count == 40)
    }

    @Test func withInfiniteScrollOnThereIsNoLoadMoreAction() async {
        let model = model(StubPokemonList(count: 45))
        await model.load()
        #expect(model.state.loadMoreMode == .automatic)
        #expect(!model.state.showsLoadMore)
    }
}

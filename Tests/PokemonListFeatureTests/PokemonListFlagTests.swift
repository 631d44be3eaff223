import FeatureFlagsTesting
import PokemonListFeature
import PokemonTesting
import Testing

@Suite("Pokémon list flags")
@MainActor
struct PokemonListFlagTests {
    @Test func withInfiniteScrollOffNearingTheEndLoadsNothingAndOffersLoadMore() async {
        let api = StubPokemonList(count: 45)
        let model = PokemonListViewModel(
            client: api.client, flags: StubFeatureFlags([PokemonListFlags.infiniteScroll: false]),
            events: RecordingPokemonListEventSink())
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(api.calls.count == 1)
        #expect(model.state.loadMoreMode == .onRequest)
        #expect(model.state.showsLoadMore)

        await model.loadMore()
        #expect(model.state.rows.count == 40)
    }
}

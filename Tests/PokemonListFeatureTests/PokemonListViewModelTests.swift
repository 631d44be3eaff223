import FeatureFlags
import FeatureFlagsTesting
import Foundation
import PokemonListFeature
import PokemonTesting
import Testing

@Suite("Pokémon list view model")
@MainActor
struct PokemonListViewModelTests {
    private func model(
        _ api: StubPokemonList, flags: [FeatureFlag: Bool] = [:], router: (any PokemonListRouting)? = nil,
        events: any PokemonListEventSink = RecordingPokemonListEventSink(), startOffset: Int = 0
    ) -> PokemonListViewModel {
        PokemonListViewModel(
            client: api.client, flags: StubFeatureFlags(flags), router: router, events: events,
            startOffset: startOffset)
    }

    @Test func theFirstLoadShowsOnePageWithCapitalisedNames() async {
        let model = model(StubPokemonList(count: 45))
        await model.load()
        #expect(model.state.rows.count == 20)
        #expect(model.state.rows.first == PokemonListRow(id: 1, name: "Pokemon-1"))
        #expect(model.state.paging.total == 45)
        #expect(model.state.paging.hasMore)
        #expect(model.state.phase == .loaded)
        #expect(!model.state.paging.isLoadingMore)
        #expect(model.state.savedDataNotice == nil, "fresh data is not saved data")
        #expect(model.state.loadMoreMode == .automatic, "infinite scroll is on unless its flag is off")
        #expect(!model.state.showsLoadMore)
    }

    @Test func scrollingWalksEveryPageWithAShortLastPageAndStopsAtTheEnd() async {
        let api = StubPokemonList(count: 45)
        let model = model(api)
        await model.load()
        for _ in 0..<5 {
            await model.loadNextPageIfNeeded(currentIndex: model.state.rows.count - 1)
        }
        #expect(model.state.rows.map(\.id) == Array(1...45))
        #expect(!model.state.paging.hasMore)
        #expect(api.calls == ["page at 0", "page at 20", "page at 40"])
    }

    @Test func aRowFarFromTheEndLoadsNothing() async {
        let api = StubPokemonList(count: 45)
        let model = model(api)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 10)
        #expect(api.calls.count == 1)
        await model.loadNextPageIfNeeded(currentIndex: 20 - PokemonListViewModel.prefetchDistance)
        #expect(api.calls.count == 2)
    }

    @Test func withInfiniteScrollOffNearingTheEndLoadsNothingAndOffersLoadMore() async {
        let api = StubPokemonList(count: 45)
        let model = model(api, flags: [PokemonListFlags.infiniteScroll: false])
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(api.calls.count == 1)
        #expect(model.state.loadMoreMode == .onRequest)
        #expect(model.state.showsLoadMore)

        await model.loadMore()
        #expect(model.state.rows.count == 40)
    }

    @Test func aStartPastTheEndShowsAnEmptyFinishedList() async {
        let api = StubPokemonList(count: 45)
        let model = model(api, startOffset: 2000)
        await model.load()
        #expect(model.state.rows.isEmpty)
        #expect(!model.state.paging.hasMore)
        #expect(model.state.failureMessage == nil)
        await model.loadMore()
        #expect(api.calls == ["page at 2000"])
    }

    @Test func aFailedPageKeepsTheRowsAndARetryLoadsIt() async {
        let api = StubPokemonList(count: 45)
        api.fail(offset: 20)
        let model = model(api)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(model.state.rows.count == 20)
        #expect(model.state.canRetry)
        #expect(model.state.phase == .loaded, "the first page loaded; the failure is the next page's")
        #expect(model.state.paging.loadMoreError == StubPokemonList.failure.description)

        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(model.state.rows.count == 20, "a failed page is retried only on request")

        api.heal(offset: 20)
        await model.retry()
        #expect(model.state.rows.map(\.id) == Array(1...40))
        #expect(model.state.failureMessage == nil)
    }

    @Test func concurrentLoadRequestsSendOneRequest() async {
        let api = StubPokemonList(count: 45, delay: .milliseconds(50))
        let model = model(api)
        async let first: Void = model.loadMore()
        async let second: Void = model.loadNextPageIfNeeded(currentIndex: 0)
        async let third: Void = model.load()
        _ = await (first, second, third)
        #expect(api.calls.count == 1)
        #expect(model.state.rows.count == 20)
    }

    /// Starting over also reconnects, so a list that fell back to the backup asks the network again.
    @Test func refreshReconnectsAndStartsAgainFromTheFirstPage() async {
        let api = StubPokemonList(count: 45)
        let model = model(api)
        await model.load()
        await model.loadMore()
        await model.refresh()
        #expect(model.state.rows.map(\.id) == Array(1...20))
        #expect(api.calls == ["page at 0", "page at 20", "reconnect", "page at 0"])
    }

    @Test func selectingARowReportsTheSelectionAndTellsTheRouterItsId() async {
        let router = RecordingListRouter()
        let events = RecordingPokemonListEventSink()
        let model = model(StubPokemonList(count: 5), router: router, events: events)
        await model.load()
        model.select(id: 3)
        #expect(events.events == [.pokemonSelected(id: 3)])
        #expect(router.selected == [3])
    }

    @Test func aFailedFirstPageIsTheLoadsFailureAndARetryLoadsIt() async {
        let api = StubPokemonList(count: 45)
        api.fail(offset: 0)
        let model = model(api)
        await model.load()
        #expect(model.state.phase == .failed(StubPokemonList.failure.description))
        #expect(model.state.paging.loadMoreError == nil)
        #expect(model.state.canRetry)

        api.heal(offset: 0)
        await model.retry()
        #expect(model.state.phase == .loaded)
        #expect(model.state.rows.map(\.id) == Array(1...20))
    }

    @Test(arguments: [
        ("mr-mime", "Mr-Mime"), ("ho-oh", "Ho-Oh"), ("porygon-z", "Porygon-Z"), ("pikachu", "Pikachu"),
        ("nidoran-f", "Nidoran-F"), ("charizard-mega-x", "Charizard-Mega-X"),
    ])
    func namesAreCapitalisedPartByPartKeepingHyphens(apiName: String, shown: String) async {
        let model = model(StubPokemonList(names: [apiName]))
        await model.load()
        #expect(model.state.rows.first?.name == shown)
    }

    @Test func pagesFromTheBackupShowTheOldestSaveDate() async {
        let api = StubPokemonList(count: 45)
        let older = PokemonListFixtures.savedDate.addingTimeInterval(-3_600)
        api.save(offset: 0, at: older)
        api.save(offset: 20, at: PokemonListFixtures.savedDate)
        let model = model(api)
        await model.load()
        #expect(model.state.savedAt == older)
        #expect(model.state.savedDataNotice == "saved data from \(older.formatted(.iso8601))")
        await model.loadMore()
        await model.loadMore()
        #expect(model.state.savedAt == older, "a newer or a fresh page makes the list no newer")
    }
}

import Foundation
import Networking
import NetworkingTesting
import PersistenceTesting
import Testing

@testable import PokemonListFeature

@Suite("Pokémon list view model")
@MainActor
struct PokemonListViewModelTests {
    @Test func theFirstLoadShowsOnePageWithCapitalisedNames() async {
        let api = FakePokeAPIList(count: 45)
        let model = PokemonListViewModel.make(client: api.makeClient())
        await model.load()
        #expect(model.state.rows.count == 20)
        #expect(model.state.rows.first == PokemonListRow(id: 1, name: "Pokemon-1"))
        #expect(model.state.paging.total == 45)
        #expect(model.state.paging.hasMore)
        #expect(model.state.phase == .loaded)
        #expect(!model.state.paging.isLoadingMore)
    }

    @Test func scrollingWalksEveryPageWithAShortLastPageAndStopsAtTheEnd() async {
        let api = FakePokeAPIList(count: 45)
        let client = api.makeClient()
        let model = PokemonListViewModel.make(client: client)
        await model.load()
        for _ in 0..<5 {
            await model.loadNextPageIfNeeded(currentIndex: model.state.rows.count - 1)
        }
        #expect(model.state.rows.map(\.id) == Array(1...45))
        #expect(!model.state.paging.hasMore)
        #expect(client.requests.count == 3)
    }

    @Test func aRowFarFromTheEndLoadsNothing() async {
        let client = FakePokeAPIList(count: 45).makeClient()
        let model = PokemonListViewModel.make(client: client)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 10)
        #expect(client.requests.count == 1)
        await model.loadNextPageIfNeeded(currentIndex: 20 - PokemonListViewModel.prefetchDistance)
        #expect(client.requests.count == 2)
    }

    @Test func aStartPastTheEndShowsAnEmptyFinishedList() async {
        let client = FakePokeAPIList(count: 45).makeClient()
        let model = PokemonListViewModel.make(client: client, startOffset: 2000)
        await model.load()
        #expect(model.state.rows.isEmpty)
        #expect(!model.state.paging.hasMore)
        #expect(model.state.failureMessage == nil)
        await model.loadMore()
        #expect(client.requests.count == 1)
    }

    @Test func aFailedPageKeepsTheRowsAndARetryLoadsIt() async {
        let api = FakePokeAPIList(count: 45)
        api.fail(offset: 20)
        let model = PokemonListViewModel.make(client: api.makeClient(), flags: [PokemonListFlags.backup: false])
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(model.state.rows.count == 20)
        #expect(model.state.canRetry)
        #expect(model.state.phase == .loaded, "the first page loaded; the failure is the next page's")
        #expect(model.state.paging.loadMoreError?.contains("test network down") == true)

        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(model.state.rows.count == 20, "a failed page is retried only on request")

        api.heal(offset: 20)
        await model.retry()
        #expect(model.state.rows.map(\.id) == Array(1...40))
        #expect(model.state.failureMessage == nil)
    }

    @Test func concurrentLoadRequestsSendOneRequest() async {
        let client = FakePokeAPIList(count: 45, delay: .milliseconds(50)).makeClient()
        let model = PokemonListViewModel.make(client: client)
        async let first: Void = model.loadMore()
        async let second: Void = model.loadNextPageIfNeeded(currentIndex: 0)
        async let third: Void = model.load()
        _ = await (first, second, third)
        #expect(client.requests.count == 1)
        #expect(model.state.rows.count == 20)
    }

    @Test func refreshStartsAgainFromTheFirstPage() async {
        let client = FakePokeAPIList(count: 45).makeClient()
        let model = PokemonListViewModel.make(client: client)
        await model.load()
        await model.loadMore()
        await model.refresh()
        #expect(model.state.rows.map(\.id) == Array(1...20))
    }

    @Test func selectingARowTellsTheRouterItsId() async {
        let router = RecordingListRouter()
        let model = PokemonListViewModel.make(client: FakePokeAPIList(count: 5).makeClient(), router: router)
        await model.load()
        model.select(id: 3)
        #expect(router.selected == [3])
    }

    @Test func selectingARowReportsTheSelection() async {
        let events = RecordingPokemonListEventSink()
        let model = PokemonListViewModel.make(client: FakePokeAPIList(count: 5).makeClient(), events: events)
        await model.load()
        model.select(id: 3)
        #expect(events.events == [.pokemonSelected(id: 3)])
    }

    @Test func aFailedFirstPageIsTheLoadsFailureAndARetryLoadsIt() async {
        let api = FakePokeAPIList(count: 45)
        api.fail(offset: 0)
        let model = PokemonListViewModel.make(client: api.makeClient(), flags: [PokemonListFlags.backup: false])
        await model.load()
        guard case .failed(let message) = model.state.phase else {
            Issue.record("expected a failed first load, got \(model.state.phase)")
            return
        }
        #expect(message.contains("test network down"))
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
        let model = PokemonListViewModel.make(client: FakePokeAPIList(names: [apiName]).makeClient())
        await model.load()
        #expect(model.state.rows.first?.name == shown)
    }
}

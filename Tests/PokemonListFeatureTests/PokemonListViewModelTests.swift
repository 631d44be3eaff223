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
        let model = makeListViewModel(client: api.makeClient())
        await model.load()
        #expect(model.state.rows.count == 20)
        #expect(model.state.rows.first == PokemonListRow(id: 1, name: "Pokemon-1"))
        #expect(model.state.total == 45)
        #expect(model.state.hasMore)
        #expect(!model.state.isLoading)
    }

    @Test func scrollingWalksEveryPageWithAShortLastPageAndStopsAtTheEnd() async {
        let api = FakePokeAPIList(count: 45)
        let client = api.makeClient()
        let model = makeListViewModel(client: client)
        await model.load()
        for _ in 0..<5 {
            await model.loadNextPageIfNeeded(currentIndex: model.state.rows.count - 1)
        }
        #expect(model.state.rows.map(\.id) == Array(1...45))
        #expect(!model.state.hasMore)
        #expect(client.requests.count == 3)
    }

    @Test func aRowFarFromTheEndLoadsNothing() async {
        let client = FakePokeAPIList(count: 45).makeClient()
        let model = makeListViewModel(client: client)
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 10)
        #expect(client.requests.count == 1)
        await model.loadNextPageIfNeeded(currentIndex: 20 - PokemonListViewModel.prefetchDistance)
        #expect(client.requests.count == 2)
    }

    @Test func aStartPastTheEndShowsAnEmptyFinishedList() async {
        let client = FakePokeAPIList(count: 45).makeClient()
        let model = makeListViewModel(client: client, startOffset: 2000)
        await model.load()
        #expect(model.state.rows.isEmpty)
        #expect(!model.state.hasMore)
        #expect(model.state.errorMessage == nil)
        await model.loadMore()
        #expect(client.requests.count == 1)
    }

    @Test func aFailedPageKeepsTheRowsAndARetryLoadsIt() async {
        let api = FakePokeAPIList(count: 45)
        api.fail(offset: 20)
        let model = makeListViewModel(client: api.makeClient(), flags: [PokemonListFlags.backup: false])
        await model.load()
        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(model.state.rows.count == 20)
        #expect(model.state.canRetry)
        #expect(model.state.errorMessage?.contains("test network down") == true)

        await model.loadNextPageIfNeeded(currentIndex: 19)
        #expect(model.state.rows.count == 20, "a failed page is retried only on request")

        api.heal(offset: 20)
        await model.retry()
        #expect(model.state.rows.map(\.id) == Array(1...40))
        #expect(model.state.errorMessage == nil)
    }

    @Test func concurrentLoadRequestsSendOneRequest() async {
        let client = FakePokeAPIList(count: 45, delay: .milliseconds(50)).makeClient()
        let model = makeListViewModel(client: client)
        async let first: Void = model.loadMore()
        async let second: Void = model.loadNextPageIfNeeded(currentIndex: 0)
        async let third: Void = model.load()
        _ = await (first, second, third)
        #expect(client.requests.count == 1)
        #expect(model.state.rows.count == 20)
    }

    @Test func refreshStartsAgainFromTheFirstPage() async {
        let client = FakePokeAPIList(count: 45).makeClient()
        let model = makeListViewModel(client: client)
        await model.load()
        await model.loadMore()
        await model.refresh()
        #expect(model.state.rows.map(\.id) == Array(1...20))
    }

    @Test func selectingARowTellsTheRouterItsId() async {
        let router = RecordingListRouter()
        let model = makeListViewModel(client: FakePokeAPIList(count: 5).makeClient(), router: router)
        await model.load()
        model.select(id: 3)
        #expect(router.selected == [3])
    }

    @Test(arguments: [
        ("mr-mime", "Mr-Mime"), ("ho-oh", "Ho-Oh"), ("porygon-z", "Porygon-Z"), ("pikachu", "Pikachu"),
        ("nidoran-f", "Nidoran-F"), ("charizard-mega-x", "Charizard-Mega-X"),
    ])
    func namesAreCapitalisedPartByPartKeepingHyphens(apiName: String, shown: String) async {
        let model = makeListViewModel(client: FakePokeAPIList(names: [apiName]).makeClient())
        await model.load()
        #expect(model.state.rows.first?.name == shown)
    }
}

import AnalyticsZoogle
import AppCompositionTesting
import CompositionKit
import Foundation
import Networking
import NetworkingOffline
import PersistenceTesting
import PokemonDetailFeature
import PokemonEmulator
import PokemonListFeature
import Testing

@testable import AppComposition
@testable import PokemonAssembly

/// Records selecting a Pokémon across the module boundaries (list → router → analytics
/// decorator → Zoogle → navigator → detail) through the real assembly, the bundled PokeAPI and
/// the Zoogle adapter, and writes `Diagrams/sequences/pokemon-select.md` from it.
@Suite("Sequence diagram: selecting a Pokémon")
@MainActor
struct SelectPokemonSequenceTests {
    @Test func selectionIsLoggedByTheDecoratorBeforeTheNavigatorOpensTheDetail() async throws {
        let trace = CallTrace()
        let api = PokemonModule.api
        let pokeAPI = TracingHTTPClient(
            OfflineHTTPClient(serving: api.emulator, named: api.name, at: api.liveBaseURL), trace: trace,
            caller: { $0.url.pathComponents.count > 4 ? "PokemonDetailViewModel" : "PokemonListViewModel" },
            server: "PokeAPI")
        let zoogle = TracingTracker(
            ZoogleAnalyticsTracker(), trace: trace, caller: "AnalyticsPokemonListRouter",
            tracker: "ZoogleAnalyticsTracker")
        let graph = AppGraph(
            configuration: AppConfiguration(),
            overrides: .init(httpClients: [api.name: pokeAPI], store: FakeRecordStore(), analytics: zoogle),
            diagnostics: { _ in })
        let navigator = PokedexNavigator { identifier, router in
            trace.call("PokedexNavigator", "PokemonDetailViewModel", "init(\(identifier))")
            return PokedexAssembly.detailViewModel(
                graph: graph, identifier: identifier,
                router: TracingDetailRouting(
                    router, trace: trace, from: "PokemonDetailViewModel", to: "PokedexNavigator"))
        }
        let decorator = AnalyticsPokemonListRouter(
            wrapped: TracingListRouting(
                navigator, trace: trace, from: "AnalyticsPokemonListRouter", to: "PokedexNavigator"),
            analytics: graph.analytics)
        let list = PokedexAssembly.listViewModel(
            graph: graph,
            router: TracingListRouting(
                decorator, trace: trace, from: "PokemonListViewModel", to: "AnalyticsPokemonListRouter"),
            startOffset: 24, pageSize: 2)

        trace.call("User", "PokemonListViewModel", "load()")
        await list.load()
        trace.call("User", "PokemonListViewModel", "select(id: 25)")
        list.select(id: 25)
        let detail = try #require(navigator.detail)
        trace.call("User", "PokemonDetailViewModel", "load()")
        await detail.load()
        trace.call("User", "PokemonDetailViewModel", "close()")
        detail.close()

        #expect(navigator.detail == nil)
        let arrows = trace.recorded.map { "\($0.from) \($0.to)" }
        let logged = try #require(arrows.firstIndex(of: "AnalyticsPokemonListRouter ZoogleAnalyticsTracker"))
        let opened = try #require(arrows.firstIndex(of: "AnalyticsPokemonListRouter PokedexNavigator"))
        #expect(logged < opened, "the decorator logs before it passes the selection on")
        try SequenceDiagramFile(
            name: "pokemon-select", title: "Selecting a Pokémon: list → router → analytics → detail",
            about: "The list view model only tells its router an id was picked. The router the assembly gives it is "
                + "the analytics decorator, which logs `pokemon_selected` through the Zoogle adapter and passes the "
                + "id to the navigator, which builds the detail view model. Drawn from "
                + "`Tests/PokemonAssemblyTests/SelectPokemonSequenceTests.swift`.",
            recordedBy: "SelectPokemonSequenceTests"
        ).verify(trace)
    }
}

/// Records a call into a `PokemonListRouting` and passes it on.
private struct TracingListRouting: PokemonListRouting {
    let wrapped: any PokemonListRouting
    let trace: CallTrace
    let from: String
    let to: String

    init(_ wrapped: any PokemonListRouting, trace: CallTrace, from: String, to: String) {
        (self.wrapped, self.trace, self.from, self.to) = (wrapped, trace, from, to)
    }

    func didSelectPokemon(id: Int) {
        trace.call(from, to, "didSelectPokemon(id: \(id))")
        wrapped.didSelectPokemon(id: id)
    }
}

/// Records a call into a `PokemonDetailRouting` and passes it on.
private struct TracingDetailRouting: PokemonDetailRouting {
    let wrapped: any PokemonDetailRouting
    let trace: CallTrace
    let from: String
    let to: String

    init(_ wrapped: any PokemonDetailRouting, trace: CallTrace, from: String, to: String) {
        (self.wrapped, self.trace, self.from, self.to) = (wrapped, trace, from, to)
    }

    func closePokemonDetail() {
        trace.call(from, to, "closePokemonDetail()")
        wrapped.closePokemonDetail()
    }
}

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

/// Records selecting a Pokémon across the module boundaries (list → event sink → analytics →
/// Zoogle, then list → router → detail) through the real assembly, the bundled
/// PokeAPI and the Zoogle adapter, and writes `Diagrams/sequences/pokemon-select.md` from it.
@Suite("Sequence diagram: selecting a Pokémon")
@MainActor
struct SelectPokemonSequenceTests {
    @Test func selectionIsLoggedThroughTheEventSinkBeforeTheRouterOpensTheDetail() async throws {
        let trace = CallTrace()
        let api = PokemonModule.api
        let pokeAPI = TracingHTTPClient(
            OfflineHTTPClient(serving: api.emulator, named: api.name, at: api.liveBaseURL), trace: trace,
            caller: { $0.url.pathComponents.count > 4 ? "PokemonDetailService" : "PokemonListService" },
            server: "HTTPClient")
        let zoogle = TracingTracker(
            ZoogleAnalyticsTracker(), trace: trace, caller: "PokemonAnalytics", tracker: "AnalyticsTracker")
        let graph = AppGraph(
            configuration: AppConfiguration(),
            overrides: .init(httpClients: [api.name: pokeAPI], store: RecordingRecordStore(), analytics: zoogle),
            diagnostics: { _ in })
        // View models hold their routers weakly: the test keeps this one; the list holds it as its event sink.
        let router = TracingRouter(trace: trace, graph: graph)
        let list = PokemonAssembly.listViewModel(
            graph: graph, router: router, events: router, startOffset: 24, pageSize: 2)

        trace.call("Screen", "PokemonListViewModel", "load()")
        await list.load()
        trace.call("Screen", "PokemonListViewModel", "select(id: 25)")
        list.select(id: 25)
        let detail = try #require(router.detail)
        trace.call("Screen", "PokemonDetailViewModel", "load()")
        await detail.load()
        #expect(detail.state.content?.name == "Pikachu")
        trace.call("Screen", "PokemonDetailViewModel", "close()")
        detail.close()

        #expect(router.detail == nil)
        let arrows = trace.recorded.map { "\($0.from) \($0.to)" }
        let logged = try #require(arrows.firstIndex(of: "PokemonAnalytics AnalyticsTracker"))
        let opened = try #require(arrows.firstIndex(of: "PokemonListViewModel Router"))
        #expect(logged < opened, "the selection is logged before the router opens it")
        try SequenceDiagramFile(
            name: "pokemon-select", title: "Selecting a Pokémon: list → analytics, then router → detail",
            about: "The list view model reports the selection to its event sink, which the assembly made "
                + "`PokemonAnalytics`: it logs `pokemon_selected` through the `AnalyticsTracker` port (the Zoogle adapter in this run). Then the list tells "
                + "its router the id; the router (the app's flow) builds the detail view model. Drawn from "
                + "`Tests/PokemonAssemblyTests/SelectPokemonSequenceTests.swift`.",
            recordedBy: "SelectPokemonSequenceTests"
        ).verify(trace)
    }
}

/// Stands in for the app's flow (`PokemonInteractiveFlow`), which connects the two modules: records each call the
/// view models make into their router or event sink, logs events through `PokemonAnalytics`, opens and drops the detail.
@MainActor
private final class TracingRouter: PokemonListEventSink, PokemonListRouting, PokemonDetailRouting {
    private let trace: CallTrace
    private let graph: AppGraph
    private let analytics: PokemonAnalytics
    private(set) var detail: PokemonDetailViewModel?

    init(trace: CallTrace, graph: AppGraph) {
        (self.trace, self.graph, analytics) = (trace, graph, PokemonAnalytics(tracker: graph.analytics))
    }

    func receive(_ event: PokemonListEvent) {
        trace.call("PokemonListViewModel", "PokemonAnalytics", "receive(\(event))")
        analytics.receive(event)
    }

    func showPokemon(id: Int) {
        trace.call("PokemonListViewModel", "Router", "showPokemon(id: \(id))")
        trace.call("Router", "PokemonDetailViewModel", "init(\(id))")
        detail = PokemonAssembly.detailViewModel(graph: graph, identifier: .id(id), router: self)
    }

    func closePokemonDetail() {
        trace.call("PokemonDetailViewModel", "Router", "closePokemonDetail()")
        detail = nil
    }
}

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
/// Zoogle, then list → router → navigator → detail) through the real assembly, the bundled
/// PokeAPI and the Zoogle adapter, and writes `Diagrams/sequences/pokemon-select.md` from it.
@Suite("Sequence diagram: selecting a Pokémon")
@MainActor
struct SelectPokemonSequenceTests {
    @Test func selectionIsLoggedThroughTheEventSinkBeforeTheNavigatorOpensTheDetail() async throws {
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
        // View models hold their routers weakly: the detail's tracers are kept here, the list's
        // is also its event sink, which it holds.
        let detailRouters = Retained<Tracing>()
        let navigator = PokemonNavigator { identifier, router in
            trace.call("PokemonNavigator", "PokemonDetailViewModel", "init(\(identifier))")
            return PokemonAssembly.detailViewModel(
                graph: graph, identifier: identifier,
                router: detailRouters.keep(
                    Tracing(from: "PokemonDetailViewModel", trace: trace, navigator: router as? PokemonNavigator)))
        }
        let listTracer = Tracing(
            from: "PokemonListViewModel", trace: trace, navigator: navigator,
            analytics: PokemonAnalytics(tracker: graph.analytics))
        let list = PokemonAssembly.listViewModel(
            graph: graph, router: listTracer, events: listTracer, startOffset: 24, pageSize: 2)

        trace.call("Screen", "PokemonListViewModel", "load()")
        await list.load()
        trace.call("Screen", "PokemonListViewModel", "select(id: 25)")
        list.select(id: 25)
        let detail = try #require(navigator.detail)
        trace.call("Screen", "PokemonDetailViewModel", "load()")
        await detail.load()
        #expect(detail.state.content?.name == "Pikachu")
        trace.call("Screen", "PokemonDetailViewModel", "close()")
        detail.close()

        #expect(navigator.detail == nil)
        let arrows = trace.recorded.map { "\($0.from) \($0.to)" }
        let logged = try #require(arrows.firstIndex(of: "PokemonAnalytics AnalyticsTracker"))
        let opened = try #require(arrows.firstIndex(of: "PokemonListViewModel PokemonNavigator"))
        #expect(logged < opened, "the selection is logged before the router opens it")
        try SequenceDiagramFile(
            name: "pokemon-select", title: "Selecting a Pokémon: list → analytics, then router → detail",
            about: "The list view model reports the selection to its event sink, which the assembly made "
                + "`PokemonAnalytics`: it logs `pokemon_selected` through the `AnalyticsTracker` port (the Zoogle adapter in this run). Then the list tells "
                + "its router the id; the router is the navigator, which builds the detail view model. Drawn from "
                + "`Tests/PokemonAssemblyTests/SelectPokemonSequenceTests.swift`.",
            recordedBy: "SelectPokemonSequenceTests"
        ).verify(trace)
    }
}

/// Keeps objects alive for as long as the test needs them.
@MainActor
private final class Retained<Object: AnyObject> {
    private var objects: [Object] = []

    func keep(_ object: Object) -> Object {
        objects.append(object)
        return object
    }
}

/// Records each call a view model makes into its router or its event sink, then passes it on:
/// to the navigator, held weakly as a view model holds its router (the navigator keeps the
/// closure that keeps the detail's tracer), and to the analytics.
@MainActor
private final class Tracing: PokemonListEventSink, PokemonListRouting, PokemonDetailRouting {
    let from: String
    let trace: CallTrace
    weak var navigator: PokemonNavigator?
    let analytics: (any PokemonListEventSink)?

    init(from: String, trace: CallTrace, navigator: PokemonNavigator?, analytics: (any PokemonListEventSink)? = nil) {
        (self.from, self.trace, self.navigator, self.analytics) = (from, trace, navigator, analytics)
    }

    func receive(_ event: PokemonListEvent) {
        trace.call(from, "PokemonAnalytics", "receive(\(event))")
        analytics?.receive(event)
    }

    func showPokemon(id: Int) {
        trace.call(from, "PokemonNavigator", "showPokemon(id: \(id))")
        navigator?.showPokemon(id: id)
    }

    func closePokemonDetail() {
        trace.call(from, "PokemonNavigator", "closePokemonDetail()")
        navigator?.closePokemonDetail()
    }
}

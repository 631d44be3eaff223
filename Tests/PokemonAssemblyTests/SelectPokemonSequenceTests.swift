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
        // View models hold their routers weakly: the tracing routers are kept here.
        let detailRouters = Retained<TracingDetailRouting>()
        let navigator = PokemonNavigator { identifier, router in
            trace.call("PokemonNavigator", "PokemonDetailViewModel", "init(\(identifier))")
            return PokemonAssembly.detailViewModel(
                graph: graph, identifier: identifier,
                router: detailRouters.keep(
                    TracingDetailRouting(router, trace: trace, from: "PokemonDetailViewModel", to: "PokemonNavigator")))
        }
        let listRouter = TracingListRouting(
            navigator, trace: trace, from: "PokemonListViewModel", to: "PokemonNavigator")
        let events = TracingListEventSink(
            PokemonAnalytics(tracker: graph.analytics), trace: trace, from: "PokemonListViewModel",
            to: "PokemonAnalytics")
        let list = PokemonAssembly.listViewModel(
            graph: graph, router: listRouter, events: events, startOffset: 24, pageSize: 2)

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
        withExtendedLifetime(listRouter) {}
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

/// Records an event reported to a `PokemonListEventSink` and passes it on.
@MainActor
private final class TracingListEventSink: PokemonListEventSink {
    let wrapped: any PokemonListEventSink
    let trace: CallTrace
    let from: String
    let to: String

    init(_ wrapped: any PokemonListEventSink, trace: CallTrace, from: String, to: String) {
        (self.wrapped, self.trace, self.from, self.to) = (wrapped, trace, from, to)
    }

    func receive(_ event: PokemonListEvent) {
        trace.call(from, to, "receive(\(event))")
        wrapped.receive(event)
    }
}

/// Records a call into a `PokemonListRouting` and passes it on.
@MainActor
private final class TracingListRouting: PokemonListRouting {
    let wrapped: any PokemonListRouting
    let trace: CallTrace
    let from: String
    let to: String

    init(_ wrapped: any PokemonListRouting, trace: CallTrace, from: String, to: String) {
        (self.wrapped, self.trace, self.from, self.to) = (wrapped, trace, from, to)
    }

    func showPokemon(id: Int) {
        trace.call(from, to, "showPokemon(id: \(id))")
        wrapped.showPokemon(id: id)
    }
}

/// Records a call into a `PokemonDetailRouting` and passes it on. Weak, as a view model holds
/// its router: the navigator it wraps keeps the closure that keeps this.
@MainActor
private final class TracingDetailRouting: PokemonDetailRouting {
    weak var wrapped: (any PokemonDetailRouting)?
    let trace: CallTrace
    let from: String
    let to: String

    init(_ wrapped: any PokemonDetailRouting, trace: CallTrace, from: String, to: String) {
        (self.wrapped, self.trace, self.from, self.to) = (wrapped, trace, from, to)
    }

    func closePokemonDetail() {
        trace.call(from, to, "closePokemonDetail()")
        wrapped?.closePokemonDetail()
    }
}

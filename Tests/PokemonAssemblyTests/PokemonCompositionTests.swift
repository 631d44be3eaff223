import Analytics
import AnalyticsTesting
import FeatureFlags
import Foundation
import PersistenceTesting
import PokemonDetailFeature
import PokemonListFeature
import Testing

@testable import AppComposition
@testable import PokemonAssembly

@Suite("Pokédex composition: list to detail, with the list's events tracked as analytics")
@MainActor
struct PokemonCompositionTests {
    private func graph(_ tracker: RecordingTracker) -> AppGraph {
        AppGraph(
            configuration: AppConfiguration(),
            overrides: AppGraph.Overrides(
                httpClients: ["pokeapi": PokeAPIStub.client(count: 30)], store: RecordingRecordStore(),
                analytics: tracker),
            diagnostics: { _ in })
    }

    @Test func selectingAPokemonLogsItsIdAndOpensItsDetail() async throws {
        let tracker = RecordingTracker()
        let (list, navigator) = PokemonAssembly.browser(graph: graph(tracker))
        await list.load()
        list.select(id: 25)

        #expect(tracker.events.count == 1)
        #expect(tracker.events.first?.name == "pokemon_selected")
        #expect(tracker.events.first?.parameters == ["id": .int(25)])
        let detail = try #require(navigator.detail)
        #expect(detail.identifier == .id(25))
        await detail.load()
        guard detail.state.phase == .loaded, let content = detail.state.content else {
            Issue.record("the detail did not load: \(detail.state)")
            return
        }
        #expect(content.name == "Pokemon-25")

        detail.close()
        #expect(navigator.detail == nil)
    }

    @Test func theSelectionIsLoggedBeforeTheRouterOpensIt() async {
        let tracker = RecordingTracker()
        final class RecordingSelectionRouter: PokemonListRouting {
            var trackedAtSelection: Int?
            let tracker: RecordingTracker
            init(_ tracker: RecordingTracker) { self.tracker = tracker }
            func showPokemon(id: Int) { trackedAtSelection = tracker.events.count }
        }
        let recorder = RecordingSelectionRouter(tracker)
        let list = PokemonAssembly.listViewModel(graph: graph(tracker), router: recorder)
        await list.load()
        list.select(id: 7)
        #expect(recorder.trackedAtSelection == 1)
    }

    @Test func everyPokemonFlagIsDeclaredOnce() {
        let keys = PokemonModule.flags.map(\.key)
        for key in [
            "pokemon.infiniteScroll", "pokemon.backup", "pokemon.showMeasurements",
            "pokemon.showTypes",
        ] {
            #expect(keys.filter { $0 == key }.count == 1, "\(key)")
        }
    }
}

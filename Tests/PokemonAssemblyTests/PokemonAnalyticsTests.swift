import Analytics
import AnalyticsTesting
import PokemonListFeature
import Testing

@testable import PokemonAssembly

@Suite("Pokédex analytics: each event of the list as the analytics event it was always sent as")
@MainActor
struct PokemonAnalyticsTests {
    @Test func aSelectionIsPokemonSelectedWithTheId() {
        #expect(
            PokemonAnalytics.analyticsEvent(for: .pokemonSelected(id: 25))
                == AnalyticsEvent(name: "pokemon_selected", parameters: ["id": .int(25)]))
    }

    @Test func receivingAnEventTracksIt() {
        let tracker = RecordingTracker()
        let analytics = PokemonAnalytics(tracker: tracker)
        analytics.receive(.pokemonSelected(id: 7))
        analytics.receive(.pokemonSelected(id: 8))
        #expect(tracker.events.map(\.name) == ["pokemon_selected", "pokemon_selected"])
        #expect(tracker.events.map(\.parameters) == [["id": .int(7)], ["id": .int(8)]])
    }
}

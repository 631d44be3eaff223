import Analytics
import AnalyticsTesting
import PokemonListFeature
import Testing

@testable import PokemonAssembly

@Suite("Pokédex analytics: each event of the list as the analytics event it was always sent as")
@MainActor
struct PokemonAnalyticsTests {
    @Test func eachSelectionIsTrackedAsPokemonSelectedWithItsId() {
        let tracker = RecordingTracker()
        let analytics = PokemonAnalytics(tracker: tracker)
        analytics.receive(.pokemonSelected(id: 7))
        analytics.receive(.pokemonSelected(id: 8))
        #expect(
            tracker.events == [
                AnalyticsEvent(name: "pokemon_selected", parameters: ["id": .int(7)]),
                AnalyticsEvent(name: "pokemon_selected", parameters: ["id": .int(8)]),
            ])
    }
}

import Analytics
import PokemonListFeature

/// Turns what the user did in the Pokédex into analytics events: the slice's only file that
/// names one. Swapping the vendor happens in the composition root, behind `tracker`.
@MainActor
struct PokemonAnalytics: PokemonListEventSink {
    let tracker: any AnalyticsTracker

    func receive(_ event: PokemonListEvent) {
        switch event {
        case .pokemonSelected(let id):
            tracker.track(AnalyticsEvent(name: "pokemon_selected", parameters: ["id": .int(id)]))
        }
    }
}

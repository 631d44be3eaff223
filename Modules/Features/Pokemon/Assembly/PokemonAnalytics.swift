import Analytics
import PokemonListFeature

/// Turns what the user did in the Pokédex into analytics events: the slice's only file that
/// names one. Swapping the vendor happens in the composition root, behind `tracker`.
@MainActor
struct PokemonAnalytics: PokemonListEventSink {
    let tracker: any AnalyticsTracker

    func receive(_ event: PokemonListEvent) {
        tracker.track(Self.analyticsEvent(for: event))
    }

    static func analyticsEvent(for event: PokemonListEvent) -> AnalyticsEvent {
        switch event {
        case .pokemonSelected(let id): AnalyticsEvent(name: "pokemon_selected", parameters: ["id": .int(id)])
        }
    }
}

import Analytics
import CompositionKit
import PokemonListFeature

/// Logs `pokemon_selected` and passes the selection on: analytics added around the list,
/// with no change to the list's view model. Swapping the vendor happens in the composition root.
@MainActor
struct AnalyticsPokemonListRouter: PokemonListRouting {
    let wrapped: any PokemonListRouting
    let analytics: any AnalyticsTracker

    func didSelectPokemon(id: Int) {
        analytics.track(PokemonListAnalyticsEvents.pokemonSelected(id: id))
        wrapped.didSelectPokemon(id: id)
    }
}

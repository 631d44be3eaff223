public import Analytics

/// The analytics events of the list. The view model sends none itself: the composition root
/// decorates the list's router, so logic classes never change to add analytics.
public enum PokemonListAnalyticsEvents {
    /// The user picked a Pokémon in the list.
    public static func pokemonSelected(id: Int) -> AnalyticsEvent {
        AnalyticsEvent(name: "pokemon_selected", parameters: ["id": .int(id)])
    }
}

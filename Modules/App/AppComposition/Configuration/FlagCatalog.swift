public import FeatureFlags
import PokemonDetailFeature
import PokemonListFeature

/// Every flag any feature declares. Each feature owns its list; this only gathers them.
public enum FlagCatalog {
    public static var all: [FeatureFlag] {
        PokemonListFlags.all + PokemonDetailFlags.all
    }
}

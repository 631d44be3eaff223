import DealershipFeature
public import FeatureFlags
import GuidomiaFeature
import LaunchesFeature
import PokemonDetailFeature
import PokemonListFeature
import ProductsFeature

/// Every flag any feature declares. Each feature owns its list; this only gathers them.
public enum FlagCatalog {
    public static var all: [FeatureFlag] {
        let declared =
            PokemonListFlags.all
            + PokemonDetailFlags.all
            + LaunchesFlags.all
            + DealershipFlags.all
            + ProductsFlags.all
            + GuidomiaFlags.all
        // A flag both Pokédex modules read is declared by each (they cannot share code); list it once.
        var seen: Set<String> = []
        return declared.filter { seen.insert($0.key).inserted }
    }
}

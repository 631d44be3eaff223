import DealershipFeature
public import FeatureFlags
import ProductsFeature

/// Every flag any feature declares. Each feature owns its list; this only gathers them.
public enum FlagCatalog {
    public static var all: [FeatureFlag] {
        DealershipFlags.all
            + ProductsFlags.all
    }
}

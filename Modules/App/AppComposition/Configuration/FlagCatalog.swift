public import FeatureFlags
import LaunchesFeature

/// Every flag any feature declares. Each feature owns its list; this only gathers them.
public enum FlagCatalog {
    public static var all: [FeatureFlag] {
        []
            + LaunchesFlags.all
    }
}

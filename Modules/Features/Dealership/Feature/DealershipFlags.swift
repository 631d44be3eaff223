public import FeatureFlags

public enum DealershipFlags {
    public static let filters = FeatureFlag(
        key: "dealership.filters",
        defaultValue: true,
        description: "Vehicle-type filter buttons on a dealership's screen (off: no buttons, every vehicle shown)."
    )

    public static let all: [FeatureFlag] = [filters]
}

public import FeatureFlags

public enum GuidomiaFlags {
    public static let filters = FeatureFlag(
        key: "guidomia.filters",
        defaultValue: true,
        description: "Guidomia: show the make and model filters above the car offers."
    )

    public static let all: [FeatureFlag] = [filters]
}

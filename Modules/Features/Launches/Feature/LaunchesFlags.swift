public import FeatureFlags

public enum LaunchesFlags {
    /// Off: upcoming launches show their date instead of a live countdown.
    public static let countdown = FeatureFlag(
        key: "launches.countdown", defaultValue: true,
        description: "Show a live countdown for upcoming launches (off: show the date).")
    /// Off: the detail screen shows no YouTube or press-kit links.
    public static let links = FeatureFlag(
        key: "launches.links", defaultValue: true,
        description: "Show the YouTube webcast and press-kit links on a launch's detail.")

    public static let all: [FeatureFlag] = [countdown, links]
}

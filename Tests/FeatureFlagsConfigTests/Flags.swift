import FeatureFlags

/// Flags declared for these tests, shaped like the app's.
enum Flags {
    static let infiniteScroll = FeatureFlag(
        key: "pokemon.infiniteScroll", defaultValue: true, description: "Loads more as you scroll")
    static let countdown = FeatureFlag(key: "launches.countdown", defaultValue: false, description: "Shows a countdown")
    static let backup = FeatureFlag(key: "pokemon.backup", defaultValue: true, description: "Keeps a local copy")
    static let showTypes = FeatureFlag(key: "pokemon.showTypes", defaultValue: false, description: "Shows types")

    static let all = [infiniteScroll, countdown, backup, showTypes]
    static let knownKeys = all.map(\.key).sorted()
}

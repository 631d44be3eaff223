public import CompositionKit
public import FeatureFlags
import LaunchesEmulator
import LaunchesFeature

/// The Launches slice as the composition root registers it; each client reaches it
/// through a file of its own (`LaunchesModule+CommandLine`, `+TerminalApp`, `+WebApp`).
public enum LaunchesModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "spacex",
        liveBaseURL: SpaceXEmulator.baseURL,
        emulator: SpaceXEmulator()
    )

    public static var flags: [FeatureFlag] { LaunchesFlags.all }

    public static let title = "Launches"
    public static let subtitle = "SpaceX upcoming and past launches, with countdowns"
}

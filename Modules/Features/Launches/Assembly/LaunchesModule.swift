package import CompositionKit
package import FeatureFlags
import LaunchesEmulator
import LaunchesFeature

/// The Launches slice as the composition root registers it; each client reaches it
/// through a file of its own (`LaunchesModule+CommandLine`, `+TerminalApp`, `+WebApp`).
package enum LaunchesModule: FeatureModule {
    package static let api = FeatureAPI(
        name: "spacex",
        liveBaseURL: SpaceXEmulator.baseURL,
        emulator: SpaceXEmulator()
    )

    package static var flags: [FeatureFlag] { LaunchesFlags.all }

    package static let title = "Launches"
    package static let subtitle = "SpaceX upcoming and past launches, with countdowns"
}

package import CompositionKit
package import FeatureFlags
import LaunchesEmulator
import LaunchesFeature

/// The slice as the composition root registers it; clients reach it through `+CommandLine`, `+TerminalApp`, `+WebApp`.
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

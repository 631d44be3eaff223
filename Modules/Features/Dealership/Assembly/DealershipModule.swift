package import CompositionKit
import DealershipEmulator
import DealershipFeature
package import FeatureFlags

/// The Dealerships slice for the composition root; `+CommandLine`, `+TerminalApp` and `+WebApp` add its clients.
package enum DealershipModule: FeatureModule {
    package static let api = FeatureAPI(
        name: "ironforge",
        liveBaseURL: IronForgeEmulator.baseURL,
        emulator: IronForgeEmulator()
    )

    package static var flags: [FeatureFlag] { DealershipFlags.all }

    package static let title = "Dealerships"
    package static let subtitle = "Iron Forge rentals, filtered by vehicle type"
}

public import CompositionKit
import DealershipEmulator
import DealershipFeature
public import FeatureFlags

/// The Dealerships slice as the composition root registers it; each client reaches it
/// through a file of its own (`DealershipModule+CommandLine`, `+TerminalApp`, `+WebApp`).
public enum DealershipModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "ironforge",
        liveBaseURL: IronForgeEmulator.baseURL,
        emulator: IronForgeEmulator()
    )

    public static var flags: [FeatureFlag] { DealershipFlags.all }

    public static let title = "Dealerships"
    public static let subtitle = "Iron Forge rentals, filtered by vehicle type"
}

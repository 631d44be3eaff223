public import CompositionKit
import DealershipEmulator
import DealershipFeature
public import FeatureFlags
import Foundation

/// The Dealerships slice as the composition root registers it; each client reaches it
/// through a file of its own (`DealershipModule+CommandLine`, `+TerminalApp`, `+WebApp`).
public enum DealershipModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "ironforge",
        liveBaseURL: URL(string: "https://candidate-api-2020-03.ironforge.co/graphql")!,
        emulator: IronForgeEmulator()
    )

    public static var flags: [FeatureFlag] { DealershipFlags.all }

    public static let title = "Dealerships"
    public static let subtitle = "Iron Forge rentals, filtered by vehicle type"
}

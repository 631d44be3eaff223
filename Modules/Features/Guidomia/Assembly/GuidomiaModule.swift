public import CompositionKit
public import FeatureFlags
import GuidomiaEmulator
import GuidomiaFeature

/// The Guidomia slice as the composition root registers it; each client reaches it
/// through a file of its own (`GuidomiaModule+CommandLine`, `+TerminalApp`, `+WebApp`).
public enum GuidomiaModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "guidomia",
        // The challenge ships its data as a local file; this host stands for "wherever it is served".
        liveBaseURL: GuidomiaEmulator.baseURL,
        emulator: GuidomiaEmulator()
    )

    public static var flags: [FeatureFlag] { GuidomiaFlags.all }

    public static let title = "Guidomia"
    public static let subtitle = "used-car offers by make and model"
}

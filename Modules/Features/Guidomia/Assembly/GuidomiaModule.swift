package import CompositionKit
package import FeatureFlags
import GuidomiaEmulator
import GuidomiaFeature

/// The slice as the composition root registers it; clients reach it through `+CommandLine`, `+TerminalApp`, `+WebApp`.
package enum GuidomiaModule: FeatureModule {
    package static let api = FeatureAPI(
        name: "guidomia",
        // The challenge ships its data as a local file; this host stands for "wherever it is served".
        liveBaseURL: GuidomiaEmulator.baseURL,
        emulator: GuidomiaEmulator()
    )

    package static var flags: [FeatureFlag] { GuidomiaFlags.all }

    package static let title = "Guidomia"
    package static let subtitle = "used-car offers by make and model"

    /// The makes in the bundled data, which a client may offer to complete.
    nonisolated package static var bundledMakes: [String] { GuidomiaEmulator.bundledMakes }
}

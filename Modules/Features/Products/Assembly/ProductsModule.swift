package import CompositionKit
package import FeatureFlags
import ProductsEmulator
import ProductsFeature

/// The Products slice as the composition root registers it; clients extend it in `+CommandLine`,
/// `+TerminalApp` and `+WebApp`.
package enum ProductsModule: FeatureModule {
    package static let api = FeatureAPI(
        name: "yoox",
        liveBaseURL: YOOXEmulator.baseURL,
        emulator: YOOXEmulator()
    )

    package static var flags: [FeatureFlag] { ProductsFlags.all }

    package static let title = "Products"
    package static let subtitle = "the Chloé shop by department"
}

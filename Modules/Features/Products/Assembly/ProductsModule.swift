package import CompositionKit
package import FeatureFlags
import ProductsEmulator
import ProductsFeature

/// The Products slice for the composition root; `+CommandLine`, `+TerminalApp` and `+WebApp` add its clients.
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

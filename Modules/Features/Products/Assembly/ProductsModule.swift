public import CompositionKit
public import FeatureFlags
import ProductsEmulator
import ProductsFeature

/// The Products slice as the composition root registers it; each client reaches it
/// through a file of its own (`ProductsModule+CommandLine`, `+TerminalApp`, `+WebApp`).
public enum ProductsModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "yoox",
        liveBaseURL: YOOXEmulator.baseURL,
        emulator: YOOXEmulator()
    )

    public static var flags: [FeatureFlag] { ProductsFlags.all }

    public static let title = "Products"
    public static let subtitle = "the Chloé shop by department"
}

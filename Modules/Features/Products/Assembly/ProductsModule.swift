public import CompositionKit
public import FeatureFlags
import Foundation
import ProductsEmulator
import ProductsFeature
public import TerminalKit
public import WebAppKit

/// The Products slice as the composition root registers it.
public enum ProductsModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "yoox",
        liveBaseURL: URL(string: "https://api.yoox.biz")!,
        emulator: YOOXEmulator()
    )

    public static var flags: [FeatureFlag] { ProductsFlags.all }

    public static var commands: [Command] { ProductsCommands.all }

    public static func homeEntry(graph: any FeatureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = ProductsInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: "Products", subtitle: "the Chloé shop by department") {
            flow.departmentsScreen()
        }
    }

    public static func webSection(graph: any FeatureGraph) -> WebSection? {
        ProductsWebFlow.section(graph: graph)
    }
}

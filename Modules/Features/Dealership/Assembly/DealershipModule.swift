public import CompositionKit
import DealershipEmulator
import DealershipFeature
public import FeatureFlags
import Foundation
public import TerminalKit
public import WebAppKit

/// The Dealerships slice as the composition root registers it.
public enum DealershipModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "ironforge",
        liveBaseURL: URL(string: "https://candidate-api-2020-03.ironforge.co/graphql")!,
        emulator: IronForgeEmulator()
    )

    public static var flags: [FeatureFlag] { DealershipFlags.all }

    public static var commands: [Command] { DealershipCommands.all }

    public static func homeEntry(graph: any FeatureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = DealershipInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: "Dealerships", subtitle: "Iron Forge rentals, filtered by vehicle type") {
            flow.listScreen()
        }
    }

    public static func webSection(graph: any FeatureGraph) -> WebSection? {
        DealershipWebFlow.section(graph: graph)
    }
}

public import CompositionKit
public import FeatureFlags
import Foundation
import LaunchesEmulator
import LaunchesFeature
public import TerminalKit
public import WebAppKit

/// The Launches slice as the composition root registers it.
public enum LaunchesModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "spacex",
        liveBaseURL: URL(string: "https://api.spacexdata.com/v5")!,
        emulator: SpaceXEmulator()
    )

    public static var flags: [FeatureFlag] { LaunchesFlags.all }

    public static var commands: [Command] { LaunchesCommands.all }

    public static func homeEntry(graph: any FeatureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = LaunchesInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: "Launches", subtitle: "SpaceX upcoming and past launches, with countdowns") {
            flow.listScreen()
        }
    }

    public static func webSection(graph: any FeatureGraph) -> WebSection? {
        LaunchesWebFlow.section(graph: graph)
    }
}

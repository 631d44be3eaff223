public import CompositionKit
public import FeatureFlags
import Foundation
import GuidomiaEmulator
import GuidomiaFeature
public import TerminalKit
public import WebAppKit

/// The Guidomia slice as the composition root registers it.
public enum GuidomiaModule: FeatureModule {
    public static let api = FeatureAPI(
        name: "guidomia",
        // The challenge ships its data as a local file; this host stands for "wherever it is served".
        liveBaseURL: URL(string: "https://guidomia.invalid/api")!,
        emulator: GuidomiaEmulator()
    )

    public static var flags: [FeatureFlag] { GuidomiaFlags.all }

    public static var commands: [Command] { GuidomiaCommands.all }

    public static func homeEntry(graph: any FeatureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = GuidomiaInteractiveFlow(graph: graph)
        return MenuScreen.Entry(title: "Guidomia", subtitle: "used-car offers by make and model") { flow.screen() }
    }

    public static func webSection(graph: any FeatureGraph) -> WebSection? {
        GuidomiaWebFlow.section(graph: graph)
    }
}

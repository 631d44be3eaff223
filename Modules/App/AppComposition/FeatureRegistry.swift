public import CompositionKit
import FeatureFlags
import TerminalKit

/// The feature slices `mosaic` is built with, in the order the home screen and `--help` list
/// them. Everything the root knows about features comes from here: the `--base-url` names,
/// the flags, the commands and the home menu.
@MainActor
public struct FeatureRegistry {
    public let modules: [any FeatureModule.Type]

    public init(_ modules: [any FeatureModule.Type]) {
        self.modules = modules
    }

    /// Every API a feature reads, by `--base-url` name.
    var apis: [FeatureAPI] { modules.map { $0.api } }

    /// Every flag the features declare.
    var flags: [FeatureFlag] { modules.flatMap { $0.flags } }

    /// Every feature command, slice by slice.
    var commands: [Command] { modules.flatMap { $0.commands } }

    func homeEntries(graph: any FeatureGraph, navigation: ScreenNavigation) -> [MenuScreen.Entry] {
        modules.map { $0.homeEntry(graph: graph, navigation: navigation) }
    }
}

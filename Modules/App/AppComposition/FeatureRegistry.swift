public import CommandLineKit
public import CompositionKit
import FeatureFlags
public import TerminalAppKit
public import WebAppKit

/// A slice as `mosaic` needs it: registered, and reached by each of the three clients `mosaic`
/// runs. Another app with other clients composes its own.
public typealias MosaicFeature = FeatureModule & CommandLineFeature & TerminalAppFeature & WebAppFeature

/// The feature slices `mosaic` is built with, in the order the home screens and `--help` list
/// them. Everything the root knows about features comes from here: the `--base-url` names,
/// the flags, the commands, the home menu and the web app's pages.
@MainActor
public struct FeatureRegistry {
    public let modules: [any MosaicFeature.Type]

    public init(_ modules: [any MosaicFeature.Type]) {
        self.modules = modules
    }

    /// Every API a feature reads, by `--base-url` name.
    var apis: [FeatureAPI] { modules.map { $0.api } }

    /// Every flag the features declare.
    var flags: [FeatureFlag] { modules.flatMap { $0.flags } }

    /// Every feature command, slice by slice.
    var commands: [Command] { modules.flatMap { $0.commands } }
}

package import CommandLineKit
package import CompositionKit
import FeatureFlags
package import TerminalAppKit
package import WebAppKit

/// A slice as `mosaic` needs it: registered, and reached by each of the three clients `mosaic`
/// runs. Another app with other clients composes its own.
package typealias MosaicFeature = FeatureModule & CommandLineFeature & TerminalAppFeature & WebAppFeature

/// The feature slices `mosaic` is built with, in the order the home screens and `--help` list
/// them. Everything the root knows about features comes from here: the `--base-url` names,
/// the flags, the commands, the home menu and the web app's pages.
@MainActor
package struct FeatureRegistry {
    package let modules: [any MosaicFeature.Type]

    package init(_ modules: [any MosaicFeature.Type]) {
        self.modules = modules
    }

    /// Every API a feature reads, by `--base-url` name.
    var apis: [FeatureAPI] { modules.map { $0.api } }

    var flags: [FeatureFlag] { modules.flatMap { $0.flags } }

    var commands: [Command] { modules.flatMap { $0.commands } }
}

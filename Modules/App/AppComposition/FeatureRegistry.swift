package import CommandLineKit
package import CompositionKit
import FeatureFlags
package import TerminalAppKit
package import WebAppKit

/// A slice registered and reached by each of `mosaic`'s three clients; another app composes its own.
package typealias MosaicFeature = FeatureModule & CommandLineFeature & TerminalAppFeature & WebAppFeature

/// The slices `mosaic` is built with, in home-screen and `--help` order: the source of the `--base-url` names,
/// flags, commands, home menu and web pages.
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

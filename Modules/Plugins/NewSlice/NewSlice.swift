import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-slice <Name>`: writes a feature slice
/// that follows the slice plan (Docs/Architecture.md) and builds, passes its tests and the
/// architecture rules as it stands: `Modules/Features/<Name>/` with its five targets, their
/// five test targets, the `<Name>Testing` target with the doubles those share,
/// `Docs/Features/<Name>.md`, the slice's declaration in Package.swift and its registry lines in
/// main.swift. `remove-slice <Name>` takes it out again.
///
/// It checks everything before it writes anything: a name that is taken, is not a Swift
/// identifier, does not start with an uppercase letter or is a keyword changes nothing.
/// The files come from `Templates/`, with `__Name__` and `__name__` replaced by the name
/// (`Weather`) and its lowercase (`weather`) in paths and text.
@main
struct NewSlice: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        do {
            let plan = try SlicePlan.make(arguments: arguments, context: context)
            try plan.write()
            plan.format(with: try? context.tool(named: "swift-format").url)
            print(plan.summary)
        } catch let failure as PluginFailure {
            Diagnostics.error(failure.description)
            throw failure
        }
    }
}

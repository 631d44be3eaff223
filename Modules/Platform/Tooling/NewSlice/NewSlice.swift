import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-slice <Name> [--subject <Subject>]`:
/// writes from `Templates/` a slice that follows the slice plan (Docs/Mosaic.docc/SlicePlan.md) and
/// as it stands passes its tests and the architecture rules; `remove-slice <Name>` takes it out.
///
/// Nothing is written before all is checked: a name or subject that is taken, is not a Swift identifier
/// starting uppercase, is a keyword or would hide a type the generated code uses changes nothing.
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

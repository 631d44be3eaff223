import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-slice <Name> [--subject <Subject>]`:
/// writes a feature slice that follows the slice plan (Docs/Mosaic.docc/SlicePlan.md) and builds,
/// passes its tests and the architecture rules as it stands: `Modules/Features/<Name>/` with its
/// five targets, their five test targets, the `<Name>Testing` target with the doubles those share,
/// `Docs/Features/<Name>.md`, the slice's declaration in Package.swift and its registry lines in
/// main.swift. `remove-slice <Name>` takes it out again.
///
/// It checks everything before it writes anything: a name or subject that is taken, is not a
/// Swift identifier, does not start with an uppercase letter, is a keyword or would hide a type
/// the generated code uses changes nothing. The files come from `Templates/`, with `__Name__`,
/// `__name__` and `__Subject__` replaced by the name (`Forecasts`), its lowercase (`forecasts`)
/// and the subject (`Forecast`, by default the name without its plural ending) in paths and text.
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

import CommandLineKit
import CompositionKit
import DealershipAssembly
import DealershipFeature
import FeatureFlags
import Foundation

/// `mosaic dealership list|show`: the Iron Forge dealerships, driven through the view models.
enum DealershipCommands {
    static let list = Command(
        ["dealership", "list"],
        summary: "List the Iron Forge dealerships (GraphQL).",
        details: ["--json prints an array of {id, name, address, logoURL}."]
    ) { arguments throws(CommandError) in
        try arguments.finish()
        return { context throws(CommandError) in
            let model = DealershipAssembly.listViewModel(graph: context.graph)
            await model.load()
            if case .failed(let message) = model.state.phase { throw .failure("cannot list dealerships: \(message)") }
            if context.wantsJSON {
                try context.printJSON(model.state.rows.map(DealershipRowOutput.init))
                return
            }
            context.console.printLines(DealershipListText.lines(for: model.state, width: context.outputWidth))
        }
    }

    static let show = Command(
        ["dealership", "show"],
        arguments: "<id>",
        summary: "Show a dealership and its vehicles, sorted by name, filtered by vehicle type.",
        options: [
            .value(
                "--type", "NAME",
                help: "Only vehicles of this type (its name, such as jetSki); repeatable; default all.")
        ] + CommandContext.pictureOptions,
        details: [
            "On a terminal the logo is drawn above the text, aspect fill, centred (not on bundled data).",
            "Example: mosaic dealership show a7fef0da-0e90-4e96-982d-f2340be94b97 --type rv --type jetSki",
        ]
    ) { arguments throws(CommandError) in
        let id = try arguments.requiredPositional("id")
        let types = arguments.values("--type")
        let picture = try arguments.pictureRequest()
        try arguments.finish()
        guard (1...maximumIDLength).contains(id.utf8.count), id.unicodeScalars.allSatisfy(isIDCharacter) else {
            throw .usage(
                "'\(id.echoed)' is not a dealership id (up to \(maximumIDLength) ASCII letters, digits, dashes and"
                    + " underscores, as `dealership list` shows)")
        }
        return { context throws(CommandError) in
            let display = context.pictureDisplay(picture)
            let model = DealershipAssembly.detailViewModel(id: id, graph: context.graph)
            await model.load()
            if case .failed(let message) = model.state.phase {
                throw .failure("cannot show dealership \(id.echoed): \(message)")
            }
            try select(types, in: model)
            if context.wantsJSON {
                try context.printJSON(DealershipDetailOutput(model.state))
                return
            }
            let logo = model.state.header?.logo
            let picture = await context.pictureLines(
                for: logo?.url, api: DealershipModule.api, display: display,
                fit: (logo?.display ?? .aspectFillCentered).pictureFit)
            context.console.printLines(picture)
            context.console.printLines(DealershipDetailText.lines(for: model.state, width: context.outputWidth))
        }
    }

    static let all: [Command] = [list, show]

    /// Ids are UUIDs (36 characters); the bound keeps an id quoted in a message short.
    private static let maximumIDLength = 64

    /// ASCII only: `CharacterSet.alphanumerics` also holds combining marks and other scripts' digits.
    private static func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
    }

    @MainActor
    private static func select(_ types: [String], in model: DealershipDetailViewModel) throws(CommandError) {
        guard !types.isEmpty else { return }
        guard model.state.showsFilters else {
            throw .usage("--type needs vehicle-type filters, which the flag \(DealershipFlags.filters.key) turns off")
        }
        let valid = model.state.filters.map(\.name)
        let unknown = types.filter { !valid.contains($0) }
        guard unknown.isEmpty else {
            let listed = model.state.filters.map { "\($0.name) (\($0.displayName))" }.joined(separator: ", ")
            let noun = unknown.count == 1 ? "type" : "types"
            // The first few, echoed, so that a thousand wrong values still make one short line.
            let shown = unknown.prefix(3).map(\.echoed).joined(separator: ", ")
            let quoted = unknown.count > 3 ? "\(shown) and \(unknown.count - 3) more" : shown
            throw .usage("unknown vehicle \(noun) \(quoted); valid types here: \(listed.isEmpty ? "none" : listed)")
        }
        model.select(typeNames: Set(types))
    }
}

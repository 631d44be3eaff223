import CommandLineKit
import CompositionKit
import FeatureFlags
import GuidomiaAssembly
import GuidomiaFeature

/// `mosaic guidomia list`: the Guidomia used-car offers, driven through the module's presenter.
enum GuidomiaCommands {
    static let list = Command(
        ["guidomia", "list"],
        summary: "List the Guidomia used-car offers, optionally filtered by make and model.",
        options: [
            .value(
                "--make", "M", help: "Only offers of this make (case does not matter).",
                completions: GuidomiaModule.bundledMakes),
            .value("--model", "M", help: "Only offers of this model of the --make; needs --make."),
        ],
        details: [
            "An unknown make or model exits 64 and lists the valid ones. The first offer is expanded.",
            "--json prints {filtersEnabled, make, model, makes, models, items}; make/model are null for any.",
            "Example: mosaic guidomia list --make BMW --model 3300i",
        ]
    ) { arguments throws(CommandError) in
        let make = try arguments.value("--make")
        let model = try arguments.value("--model")
        try arguments.finish()
        if model != nil, make == nil {
            throw .usage("--model needs --make: the model filter offers only the models of the selected make")
        }
        return { context throws(CommandError) in
            if make != nil, !context.graph.flags.isEnabled(GuidomiaFlags.filters) {
                throw .usage(
                    "--make and --model need the filters, which the flag \(GuidomiaFlags.filters.key) turns off")
            }
            let view = GuidomiaViewStateRecorder()
            let presenter = GuidomiaAssembly.presenter(view: view, graph: context.graph)
            await presenter.viewDidLoad()
            if case .failed(let message) = view.latest?.phase {
                throw .failure("cannot list the car offers: \(message)")
            }
            if let make {
                presenter.selectMake(try choose(make, among: view.latest?.filters?.makes ?? [], noun: "make"))
            }
            if let model {
                presenter.selectModel(try choose(model, among: view.latest?.filters?.models ?? [], noun: "model"))
            }
            guard let state = view.latest else { throw .failure("the car offers screen showed nothing") }
            if context.wantsJSON {
                try context.printJSON(GuidomiaListOutput(state))
                return
            }
            context.console.printLines(GuidomiaListText.lines(for: state, width: context.outputWidth))
        }
    }

    static let all: [Command] = [list]

    /// The option whose value matches `given` regardless of case, or a usage error listing the valid values.
    private static func choose(
        _ given: String, among options: [GuidomiaFilterOption], noun: String
    ) throws(CommandError) -> String {
        let values = options.compactMap(\.value)
        if let match = values.first(where: { $0.lowercased() == given.lowercased() }) {
            return match
        }
        let valid = values.isEmpty ? "none" : values.joined(separator: ", ")
        throw .usage("unknown \(noun) '\(given.echoed)'; valid \(noun)s: \(valid)")
    }
}

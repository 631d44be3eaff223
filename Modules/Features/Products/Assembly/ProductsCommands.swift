import CommandLineKit
import CompositionKit
import Foundation
import ProductsFeature
import ProductsTerminal
import TerminalKit

/// `mosaic products ...`: the Chloé shop over the YOOX Search and Item APIs.
enum ProductsCommands {
    static let categories = Command(
        ["products", "categories"],
        summary: "List the Chloé shop's departments with their images.",
        details: ["--json: an array of {id, title, imageURL}; id is the department code `products list` takes."]
    ) { arguments, context throws(CommandError) in
        try arguments.finish()
        let home = ProductsAssembly.home(context.graph, router: CommandLineProductsRouter())
        if context.wantsJSON {
            try context.printJSON(
                home.state.departments.map {
                    ProductsJSON.Category(id: $0.id, title: $0.title, imageURL: $0.imageURL?.absoluteString)
                })
            return
        }
        context.console.printLines(ProductsHomeScreen.lines(for: home.state, width: context.outputWidth))
    }

    static let list = Command(
        ["products", "list"],
        arguments: "<department> [--page N] [--all]",
        summary: "List a department's products, 50 a page, from the Search API.",
        details: [
            "<department>: \(Department.all.map(\.code).joined(separator: ", ")) (see `products categories`).",
            "--page N: start at page N (default 1). --all: keep loading pages until TotalResults is reached.",
            "--json: {department, title, firstPage, total, hasMore, items: [{code8, title, price, thumbnailURL}]}.",
        ]
    ) { arguments, context throws(CommandError) in
        let code = try arguments.requiredPositional("department")
        let page = try arguments.integer("--page", in: 1...Int.max) ?? 1
        let all = arguments.flag("--all")
        try arguments.finish()
        guard let department = Department(code: code) else {
            let codes = Department.all.map(\.code).joined(separator: ", ")
            throw .usage("unknown department '\(code)'; departments: \(codes)")
        }
        let model = ProductsAssembly.list(
            department, firstPage: page, graph: context.graph, router: CommandLineProductsRouter())
        await model.load()
        while all, model.state.hasMore, model.state.status == .loaded {
            await model.loadNextPage()
        }
        if case .failed(let message) = model.state.status {
            throw .failure("cannot list \(department.title): \(message)")
        }
        if context.wantsJSON {
            try context.printJSON(ProductsJSON.List(model.state, firstPage: page))
            return
        }
        context.console.printLines(ProductListScreen.lines(for: model.state, width: context.outputWidth))
    }

    static let show = Command(
        ["products", "show"],
        arguments: "<code8>",
        summary: "Show one product: list data plus colours, sizes and fabric from the Item API.",
        details: [
            "<code8>: the product's 8 letters and digits, as `products list` shows them.",
            "--json: {code8, modelName, brand, macroCategory, microCategory, price, imageURL, colors, sizes,",
            "  description, madeIn, fabric, details, itemDetails (loaded|unavailable|turnedOff), itemDetailsMessage}.",
        ]
    ) { arguments, context throws(CommandError) in
        let text = try arguments.requiredPositional("code8")
        try arguments.finish()
        guard let code = ProductCode(text) else {
            throw .usage("'\(text)' is not a product code: a code8 is 8 letters and digits, such as 59011007")
        }
        let found: (Department, ProductSummary)?
        do {
            found = try await ProductsAssembly.service(context.graph).locate(code)
        } catch {
            throw .failure("cannot look up product \(code): \(String(describing: error))")
        }
        guard let (department, product) = found else {
            throw .failure("no product \(code) in the Chloé shop")
        }
        let model = ProductsAssembly.detail(
            product, in: department, graph: context.graph, router: CommandLineProductsRouter())
        await model.load()
        if context.wantsJSON {
            try context.printJSON(ProductsJSON.Detail(state: model.state))
            return
        }
        context.console.printLines(ProductDetailScreen.lines(for: model.state, width: context.outputWidth))
    }

    static let all: [Command] = [categories, list, show]
}

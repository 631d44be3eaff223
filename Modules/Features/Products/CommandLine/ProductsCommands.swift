import CommandLineKit
import CompositionKit
import Foundation
import ProductsAssembly
import ProductsFeature
import TerminalKit

/// `mosaic products ...`: the Chloé shop over the YOOX Search and Item APIs.
enum ProductsCommands {
    static let categories = Command(
        ["products", "categories"],
        summary: "List the Chloé shop's departments with their images.",
        details: ["--json: an array of {id, title, imageURL}; id is the department code `products list` takes."]
    ) { arguments throws(CommandError) in
        try arguments.finish()
        return { context throws(CommandError) in
            // The one-shot commands show one screen each: there is nowhere to navigate to.
            let departments = ProductsAssembly.departments(graph: context.graph, router: nil)
            if context.wantsJSON {
                try context.printJSON(departments.state.rows.map(DepartmentOutput.init))
                return
            }
            context.console.printLines(DepartmentListText.lines(for: departments.state, width: context.outputWidth))
            context.console.printLines(["", "Open one with: mosaic products list <code>"])
        }
    }

    static let list = Command(
        ["products", "list"],
        arguments: "<department>",
        summary: "List a department's products, 50 a page, from the Search API.",
        options: [
            .value("--page", "N", help: "Start at page N (default 1)."),
            .flag("--all", help: "Keep loading pages until TotalResults is reached."),
        ],
        completions: Department.all.map(\.code),
        details: [
            "<department>: \(Department.all.map(\.code).joined(separator: ", ")) (see `products categories`).",
            "A page past the last one exits 1 and names the last page.",
            "--json: {department, title, paging, items: [{code8, title, price, thumbnailURL}]}.",
            "Example: mosaic products list drsss --page 2",
        ]
    ) { arguments throws(CommandError) in
        let code = try arguments.requiredPositional("department")
        let page = try arguments.integer("--page", in: 1...Paging.largestPage) ?? 1
        let all = arguments.flag("--all")
        try arguments.finish()
        guard let department = Department(code: code) else {
            let codes = Department.all.map(\.code).joined(separator: ", ")
            throw .usage("unknown department '\(code.echoed)'; departments: \(codes)")
        }
        if all, page != 1 { throw .usage("--all loads every page from the first; leave out --page") }
        return { context throws(CommandError) in
            let model = ProductsAssembly.list(department, firstPage: page, graph: context.graph, router: nil)
            await model.load()
            if let message = all ? await model.loadEveryPage() : model.state.failure {
                throw .failure("cannot list \(department.title): \(message)")
            }
            let command = "mosaic products list \(department.code)"
            let total = model.state.paging.total ?? 0
            let lastPage = Paging.lastPage(total: total, pageSize: ProductListViewModel.pageSize)
            if page > lastPage {
                throw Paging.pastTheEnd(
                    page: page, lastPage: lastPage, of: department.title,
                    lastPageCommand: "\(command) --page \(lastPage)")
            }
            let paging = Paging.pages(
                page: page, pageSize: ProductListViewModel.pageSize, total: model.state.paging.total,
                hasNextPage: model.state.paging.hasMore && Paging.page(after: page) != nil,
                nextPageCommand: "\(command) --page \(Paging.page(after: page) ?? page)")
            if context.wantsJSON {
                try context.printJSON(ProductListOutput(model.state, paging: paging))
                return
            }
            context.console.printLines(ProductListText.lines(for: model.state, width: context.outputWidth))
            guard !model.state.rows.isEmpty else { return }
            context.console.printLines(["", "Open one with: mosaic products show <code8>", paging.textLine])
        }
    }

    static let show = Command(
        ["products", "show"],
        arguments: "<code8>",
        summary: "Show one product: list data plus colours, sizes and fabric from the Item API.",
        options: CommandContext.pictureOptions,
        details: [
            "<code8>: the product's 8 letters and digits, as `products list` shows them.",
            "On a terminal the product photo is drawn above the text (not on bundled data).",
            "--json: {code8, modelName, brand, macroCategory, microCategory, price, imageURL, colors, sizes,",
            "  description, madeIn, fabric, details, itemDetails (loaded|unavailable|turnedOff), itemDetailsMessage}.",
        ]
    ) { arguments throws(CommandError) in
        let text = try arguments.requiredPositional("code8")
        let picture = try arguments.pictureRequest()
        try arguments.finish()
        guard let code = ProductCode(text) else {
            throw .usage("'\(text.echoed)' is not a product code: a code8 is 8 letters and digits, such as 59011007")
        }
        return { context throws(CommandError) in
            let display = context.pictureDisplay(picture)
            let found: ProductDetailViewModel?
            do {
                found = try await ProductsAssembly.detail(code, graph: context.graph, router: nil)
            } catch {
                throw .failure("cannot look up product \(code): \(String(describing: error))")
            }
            guard let model = found else { throw .failure("no product \(code) in the Chloé shop") }
            await model.load()
            if context.wantsJSON {
                try context.printJSON(ProductDetailOutput(state: model.state))
                return
            }
            let photo = await context.pictureLines(
                for: model.state.imageURL, api: ProductsModule.api, display: display, fit: .aspectFit)
            context.console.printLines(photo)
            context.console.printLines(ProductDetailText.lines(for: model.state, width: context.outputWidth))
        }
    }

    static let all: [Command] = [categories, list, show]
}

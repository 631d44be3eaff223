package import ProductsFeature
package import WebAppKit

/// The Chloé shop's pages as the server routes them, over view models the assembly makes per request
/// (analytics as their sink). A handler drives its view models on the main actor, renders off it.
@MainActor
package struct ProductsWebPages {
    package typealias MakeDepartments = @MainActor @Sendable (_ request: WebRequestContext) -> DepartmentListViewModel
    package typealias MakeList =
        @MainActor @Sendable (_ request: WebRequestContext, _ department: Department, _ page: Int) ->
        ProductListViewModel
    package typealias MakeDetail =
        @MainActor @Sendable (
            _ request: WebRequestContext, _ product: ProductSummary, _ department: Department
        ) -> ProductDetailViewModel

    package static let picturesPrefix = "\(DepartmentsPage.path)/pictures"

    let makeDepartments: MakeDepartments
    let makeList: MakeList
    let makeDetail: MakeDetail
    /// Served under ``picturesPrefix``.
    let pictures: WebPictures

    package var section: WebSection {
        let makeDepartments = makeDepartments
        let makeList = makeList
        let makeDetail = makeDetail
        let pictures = pictures
        let path = DepartmentsPage.path
        // First, so `/products/pictures/<key>` is never read as a department and a product.
        return WebSection(
            path: path,
            look: "shop",
            routes: [
                pictures.route,
                WebRoute(.get, path) { request in
                    let state = await makeDepartments(request.context).state
                    return .page(DepartmentsPage.page(for: state) { url in pictures.path(for: url) })
                },
                WebRoute(.get, "\(path)/:department") { request in
                    guard let department = Department(code: request.parameters["department"] ?? ""),
                        let page = Self.page(request.query["page"])
                    else { return .text("Not found.", status: 404) }
                    let model = await makeList(request.context, department, page)
                    await model.load()
                    let state = await model.state
                    let shown = ProductListPage.page(for: state, page: page) { url in pictures.path(for: url) }
                    if case .failed = state.phase { return .failure(shown, for: request) }
                    return .page(shown, status: page > 1 && state.rows.isEmpty ? 404 : 200)
                },
                // The detail starts from the list's data on the page its URL names, as in the terminal.
                WebRoute(.get, "\(path)/:department/:code") { request in
                    guard let department = Department(code: request.parameters["department"] ?? ""),
                        let page = Self.page(request.query["page"])
                    else { return .text("Not found.", status: 404) }
                    let list = await makeList(request.context, department, page)
                    await list.load()
                    let listState = await list.state
                    if case .failed = listState.phase {
                        let shown = ProductListPage.page(for: listState, page: page) { pictures.path(for: $0) }
                        return .failure(shown, for: request)
                    }
                    guard let product = await list.shownProduct(code8: request.parameters["code"] ?? "") else {
                        return .text("Not found.", status: 404)
                    }
                    let model = await makeDetail(request.context, product, department)
                    await model.load()
                    // The Item API's failure leaves the product as the list knew it, and the page says why.
                    let state = await model.state
                    return .page(
                        ProductDetailPage.page(for: state, department: department.code, page: page) { url in
                            pictures.path(for: url)
                        })
                },
            ])
    }

    /// 1 when absent; digits only, at most the shop's last page.
    nonisolated static func page(_ value: String?) -> Int? {
        guard let value else { return 1 }
        guard !value.isEmpty, value.utf8.count <= 4, value.utf8.allSatisfy({ (48...57).contains($0) }),
            let page = Int(value), (1...ProductsService.maximumPages).contains(page)
        else { return nil }
        return page
    }
}

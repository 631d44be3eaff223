package import Foundation
package import ProductsFeature
package import WebAppKit

/// One Search API page of a department as a web grid (thumbnail, title, price), linking to the pages around it.
package enum ProductListPage {
    package static func url(department: String, page: Int = 1) -> String {
        URLForm.url(
            "\(DepartmentsPage.path)/\(URLForm.encode(department))", [("page", page == 1 ? nil : String(page))])
    }

    /// The page for `state` at list page `page`; `picture` gives the served path of an image URL.
    package static func page(
        for state: ProductListViewState, page: Int, picture: (URL) -> String? = { _ in nil }
    ) -> WebPage {
        WebPage(
            title: state.departmentTitle, back: WebPage.BackLink(path: DepartmentsPage.path, title: "Chloé"),
            content: body(for: state, page: page, picture: picture))
    }

    private static func body(for state: ProductListViewState, page: Int, picture: (URL) -> String?) -> [HTML] {
        switch state.phase {
        case .idle, .loading:
            return [.element(.p, [.class("message")], text: "Loading products…")]
        case .failed(let message):
            return [.element(.p, [.class("message error")], text: message)]
        case .loaded where state.rows.isEmpty:
            return [.element(.p, [.class("message")], text: "No products.")]
        case .loaded:
            let grid = HTML.element(
                .ul, [.class("cards media products")],
                state.rows.map { row in
                    .element(
                        .li, [.class("card")],
                        [
                            .element(
                                .a,
                                [
                                    .href(
                                        ProductDetailPage.url(
                                            department: state.departmentCode, code8: row.id, page: page))
                                ],
                                [
                                    ProductPicture.html(row.thumbnailURL, picture: picture),
                                    .element(.h3, text: row.title),
                                ]),
                            .element(.p, [.class("price")], text: row.price.text),
                        ])
                })
            return [grid, paging(state, page: page)]
        }
    }

    private static func paging(_ state: ProductListViewState, page: Int) -> HTML {
        let code = state.departmentCode
        let previous: HTML =
            page > 1 ? .element(.a, [.href(url(department: code, page: page - 1))], text: "‹ Previous page") : .empty
        let next: HTML =
            state.paging.hasMore
            ? .element(.a, [.href(url(department: code, page: page + 1))], text: "Next page ›") : .empty
        let total = state.paging.total.map { " of \($0) products" } ?? ""
        return .element(
            .nav, [.class("paging"), .ariaLabel("Pages")],
            [previous, .element(.span, [.class("muted")], text: "Page \(page)\(total)"), next])
    }
}

package import Foundation
package import ProductsFeature
package import WebAppKit

/// A product as a web page: the list's data, plus the Item API's extras or why they are missing.
package enum ProductDetailPage {
    package static func url(department: String, code8: String, page: Int = 1) -> String {
        URLForm.url(
            "\(DepartmentsPage.path)/\(URLForm.encode(department))/\(URLForm.encode(code8))",
            [("page", page == 1 ? nil : String(page))])
    }

    /// The page for `state`, back to list page `page`; `picture` gives the served path of an image URL.
    package static func page(
        for state: ProductDetailViewState, department: String, page: Int = 1, picture: (URL) -> String? = { _ in nil }
    ) -> WebPage {
        let back = WebPage.BackLink(
            path: ProductListPage.url(department: department, page: page), title: state.backTitle)
        let category = [state.macroCategory, state.microCategory].compactMap { $0 }.joined(separator: " · ")
        let facts = facts([
            ("Brand", state.brandName), ("Category", category.isEmpty ? nil : category), ("Price", state.price.text),
            ("Sizes", state.sizes.isEmpty ? nil : state.sizes.joined(separator: ", ")),
            ("Colours", state.colors.isEmpty ? nil : state.colors.joined(separator: ", ")),
        ])
        let summary = HTML.element(
            .div, [.class("product")],
            [
                ProductPicture.html(state.imageURL, picture: picture, lazy: false),
                .element(.div, [], [.element(.dl, [.class("facts")], facts)] + extras(state)),
            ])
        return WebPage(title: state.modelName, back: back, content: [summary])
    }

    private static func extras(_ state: ProductDetailViewState) -> [HTML] {
        switch state.extras {
        case nil: return state.phase == .loading ? [.element(.p, [.class("muted")], text: "Loading details…")] : []
        case .turnedOff?: return []
        case .unavailable(let reason)?: return [.element(.p, [.class("message error")], text: reason)]
        case .loaded(let extras)?:
            var html = extras.description.map { HTML.element(.p, text: $0) }
            let more = facts([("Made in", extras.madeIn), ("Fabric", extras.fabric), ("Details", extras.details)])
            if !more.isEmpty { html.append(.element(.dl, [.class("facts")], more)) }
            return html
        }
    }

    /// A term and its definition for each value present, in order.
    private static func facts(_ pairs: [(String, String?)]) -> [HTML] {
        pairs.compactMap { title, value in value.map { .group([.element(.dt, text: title), .element(.dd, text: $0)]) } }
    }
}

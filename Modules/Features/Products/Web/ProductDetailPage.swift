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
        var facts: [HTML] = []
        if let brand = state.brandName { facts.append(fact("Brand", brand)) }
        let category = [state.macroCategory, state.microCategory].compactMap { $0 }.joined(separator: " · ")
        if !category.isEmpty { facts.append(fact("Category", category)) }
        facts.append(fact("Price", state.price.text))
        if !state.sizes.isEmpty { facts.append(fact("Sizes", state.sizes.joined(separator: ", "))) }
        if !state.colors.isEmpty { facts.append(fact("Colours", state.colors.joined(separator: ", "))) }
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
            var more: [HTML] = []
            if let madeIn = extras.madeIn { more.append(fact("Made in", madeIn)) }
            if let fabric = extras.fabric { more.append(fact("Fabric", fabric)) }
            if let details = extras.details { more.append(fact("Details", details)) }
            if !more.isEmpty { html.append(.element(.dl, [.class("facts")], more)) }
            return html
        }
    }

    private static func fact(_ title: String, _ value: String) -> HTML {
        .group([.element(.dt, text: title), .element(.dd, text: value)])
    }
}

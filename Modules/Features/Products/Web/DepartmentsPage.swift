package import Foundation
package import ProductsFeature
package import WebAppKit

/// The Chloé shop's home as a web page: the departments as cards with their cover picture.
package enum DepartmentsPage {
    package static let path = "/products"

    /// The page for `state`; `picture` gives the served path of an image URL, or `nil` for none.
    package static func page(for state: DepartmentListViewState, picture: (URL) -> String? = { _ in nil }) -> WebPage {
        WebPage(
            title: "Chloé", back: WebPage.BackLink(path: "/", title: "Home"),
            content: [
                .element(
                    .ul, [.class("cards media shop")],
                    state.rows.map { row in
                        .element(
                            .li, [.class("card")],
                            [
                                ProductPicture.html(row.imageURL, picture: picture),
                                .element(
                                    .h2, [],
                                    [.element(.a, [.href(ProductListPage.url(department: row.id))], text: row.title)]),
                            ])
                    })
            ])
    }
}

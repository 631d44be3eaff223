import CommandLineKit
import ProductsFeature

/// `products list --json`: a department's page of products.
struct ProductListOutput: Encodable {
    var department: String
    var title: String
    var paging: Paging
    var items: [ProductRowOutput]

    init(_ state: ProductListViewState, paging: Paging) {
        department = state.departmentCode
        title = state.departmentTitle
        self.paging = paging
        items = state.rows.map(ProductRowOutput.init)
    }
}

import ProductsFeature

/// A router that remembers where the feature asked to go.
@MainActor
final class RecordingProductsRouter: ProductsRouting {
    enum Destination: Equatable {
        case departments
        case department(Department)
        case product(ProductSummary, in: Department)
    }

    private(set) var shown: [Destination] = []

    func showDepartments() {
        shown.append(.departments)
    }

    func showDepartment(_ department: Department) {
        shown.append(.department(department))
    }

    func showProduct(_ product: ProductSummary, in department: Department) {
        shown.append(.product(product, in: department))
    }
}

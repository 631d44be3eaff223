import ProductsFeature

/// A router that remembers where the feature asked to go.
@MainActor
final class RecordingProductsRouter: ProductsRouting {
    enum Destination: Equatable {
        case departments
        case department(code: String)
        case product(code8: String, departmentCode: String)
    }

    private(set) var shown: [Destination] = []

    func showDepartments() {
        shown.append(.departments)
    }

    func showDepartment(code: String) {
        shown.append(.department(code: code))
    }

    func showProduct(code8: String, departmentCode: String) {
        shown.append(.product(code8: code8, departmentCode: departmentCode))
    }
}

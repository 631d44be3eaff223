public import Observation

/// The home screen: lists the departments and opens the one the shopper picks.
@MainActor
@Observable
public final class ProductsHomeViewModel {
    public private(set) var state: ProductsHomeViewState

    private let router: any ProductsRouting

    public init(router: any ProductsRouting) {
        self.router = router
        state = ProductsHomeViewState(
            departments: Department.all.map { department in
                ProductsHomeViewState.DepartmentTile(
                    id: department.code,
                    title: department.title,
                    imageURL: ProductImageURL.make(defaultCode10: department.coverDefaultCode10, resolution: .large)
                )
            })
    }

    /// Opens the list of the department with code `code`; returns `false` when there is none.
    @discardableResult
    public func select(departmentCode code: String) -> Bool {
        guard let department = Department(code: code) else { return false }
        router.show(.list(department))
        return true
    }
}

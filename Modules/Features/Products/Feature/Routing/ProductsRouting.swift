/// Shows the shop's screens. The feature decides where to go; the app decides how.
@MainActor
public protocol ProductsRouting: AnyObject {
    /// Shows the departments, the home screen.
    func showDepartments()
    /// Shows `department`'s product list.
    func showDepartment(_ department: Department)
    /// Shows `product`'s detail, opened from `department`'s list.
    func showProduct(_ product: ProductSummary, in department: Department)
}

/// Shows the shop's screens by the ids the command line and web take: the feature decides where, the app how.
@MainActor
public protocol ProductsRouting: AnyObject {
    func showDepartments()
    /// Shows the product list of the department with the Search API code `code`, such as `drsss`.
    func showDepartment(code: String)
    /// Shows the detail of the product `code8`, opened from the list of the department `departmentCode`.
    func showProduct(code8: String, departmentCode: String)
}

/// The shop's screens, as destinations a router can show.
public enum ProductsRoute: Sendable, Hashable {
    /// The four departments.
    case home
    /// A department's product list.
    case list(Department)
    /// A product's detail, opened from `department`'s list.
    case detail(ProductSummary, department: Department)
}

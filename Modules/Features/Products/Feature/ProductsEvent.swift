/// What a shopper did in the shop that someone may want to count.
public enum ProductsEvent: Sendable, Hashable {
    /// The shopper picked a department on the home screen.
    case departmentChosen(Department)
    /// A department's list showed its first page.
    case productListShown(Department)
    /// A product's detail was opened.
    case productShown(ProductCode)
}

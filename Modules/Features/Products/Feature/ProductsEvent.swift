/// What a shopper did in the shop that someone may want to count.
public enum ProductsEvent: Sendable, Hashable {
    case departmentChosen(Department)
    case productListShown(Department)
    case productShown(ProductCode)
}

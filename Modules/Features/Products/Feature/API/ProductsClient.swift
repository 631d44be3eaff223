/// What the shop's view models ask of the YOOX APIs, in the feature's own model. A value of
/// closures, so a test states the products it needs; ``live(_:)`` answers through ``ProductsService``.
public struct ProductsClient: Sendable {
    /// Page `number` (from 1) of `department`'s products, ``ProductsService/pageSize`` a page.
    public let page: @Sendable (_ number: Int, _ department: Department) async throws(ProductsError) -> ProductPage
    public let extras: @Sendable (_ code: ProductCode) async throws(ProductsError) -> ProductExtras

    public init(
        page: @escaping @Sendable (Int, Department) async throws(ProductsError) -> ProductPage,
        extras: @escaping @Sendable (ProductCode) async throws(ProductsError) -> ProductExtras
    ) {
        self.page = page
        self.extras = extras
    }

    public static func live(_ service: ProductsService) -> Self {
        Self(page: service.page(_:of:), extras: service.extras(for:))
    }
}

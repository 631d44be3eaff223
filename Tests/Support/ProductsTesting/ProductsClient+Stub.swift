import FoundationTesting
public import ProductsFeature

extension ProductsClient {
    /// Fails the test at any call: what a test starts from when it expects no request.
    public static let unimplemented = stub()

    /// A client answering with the closures given; an endpoint not given fails its caller's test, naming it.
    public static func stub(
        page: (@Sendable (Int, Department) async throws(ProductsError) -> ProductPage)? = nil,
        extras: (@Sendable (ProductCode) async throws(ProductsError) -> ProductExtras)? = nil
    ) -> Self {
        let unstubbedPage: @Sendable (Int, Department) async throws(ProductsError) -> ProductPage = {
            _, _ throws(ProductsError) in
            throw .unexpectedResponse(FoundationTesting.unimplemented("ProductsClient.page"))
        }
        let unstubbedExtras: @Sendable (ProductCode) async throws(ProductsError) -> ProductExtras = {
            _ throws(ProductsError) in
            throw .unexpectedResponse(FoundationTesting.unimplemented("ProductsClient.extras"))
        }
        return Self(page: page ?? unstubbedPage, extras: extras ?? unstubbedExtras)
    }
}

import ProductsFeature
import ProductsTesting
import Synchronization

/// A products client answering with the given closures, recording each call in order (`"extras 59000001"`).
final class RecordingProductsAPI: Sendable {
    private let page: @Sendable (Int, Department) async throws(ProductsError) -> ProductPage
    private let extras: @Sendable (ProductCode) async throws(ProductsError) -> ProductExtras
    private let recorded = Mutex<[String]>([])

    init(
        page: @escaping @Sendable (Int, Department) async throws(ProductsError) -> ProductPage = { number, _ in
            ProductsFixtures.page(number, of: 3)
        },
        extras: @escaping @Sendable (ProductCode) async throws(ProductsError) -> ProductExtras = { _ in
            ProductsFixtures.extras
        }
    ) {
        self.page = page
        self.extras = extras
    }

    var calls: [String] { recorded.withLock { $0 } }

    var client: ProductsClient {
        .stub(
            page: { [self] number, department throws(ProductsError) in
                recorded.withLock { $0.append("page \(number) of \(department.code)") }
                return try await page(number, department)
            },
            extras: { [self] code throws(ProductsError) in
                recorded.withLock { $0.append("extras \(code)") }
                return try await extras(code)
            })
    }
}

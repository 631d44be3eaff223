package import CompositionKit
package import ProductsFeature

/// Builds the Chloé shop's view models from the object graph.
@MainActor
package enum ProductsAssembly {
    package static func service(graph: any FeatureGraph) -> ProductsService {
        ProductsService(
            client: graph.httpClient(for: ProductsModule.api), baseURL: graph.baseURL(for: ProductsModule.api))
    }

    package static func events(graph: any FeatureGraph) -> any ProductsEventSink {
        ProductsAnalytics(tracker: graph.analytics)
    }

    package static func departments(graph: any FeatureGraph, router: (any ProductsRouting)?) -> DepartmentListViewModel
    {
        DepartmentListViewModel(events: events(graph: graph), router: router)
    }

    package static func list(
        _ department: Department, firstPage: Int, graph: any FeatureGraph, router: (any ProductsRouting)?
    ) -> ProductListViewModel {
        ProductListViewModel(
            department: department, client: .live(service(graph: graph)), flags: graph.flags,
            events: events(graph: graph), router: router, firstPage: firstPage)
    }

    package static func detail(
        _ product: ProductSummary, in department: Department, graph: any FeatureGraph,
        router: (any ProductsRouting)?
    ) -> ProductDetailViewModel {
        ProductDetailViewModel(
            product: product, department: department, client: .live(service(graph: graph)), flags: graph.flags,
            events: events(graph: graph), router: router)
    }

    /// The detail of the product `code`, for a client that has only the code, found by walking the
    /// departments (see ``ProductsService/locate(_:)``); `nil` when no department lists it.
    package static func detail(
        _ code: ProductCode, graph: any FeatureGraph, router: (any ProductsRouting)?
    ) async throws(ProductsError) -> ProductDetailViewModel? {
        guard let (department, product) = try await service(graph: graph).locate(code) else { return nil }
        return detail(product, in: department, graph: graph, router: router)
    }
}

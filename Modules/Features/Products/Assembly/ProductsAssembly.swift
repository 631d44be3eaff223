import CompositionKit
import ProductsFeature

/// Builds the Chloé shop's view models from the object graph.
@MainActor
enum ProductsAssembly {
    static func service(_ graph: any FeatureGraph) -> ProductsService {
        ProductsService(
            client: graph.httpClient(for: ProductsModule.api), baseURL: graph.baseURL(for: ProductsModule.api))
    }

    static func home(_ graph: any FeatureGraph, router: any ProductsRouting) -> ProductsHomeViewModel {
        ProductsHomeViewModel(router: router)
    }

    static func list(
        _ department: Department, firstPage: Int, graph: any FeatureGraph, router: any ProductsRouting
    ) -> ProductListViewModel {
        ProductListViewModel(
            department: department, service: service(graph), flags: graph.flags, analytics: graph.analytics,
            router: router, firstPage: firstPage)
    }

    static func detail(
        _ product: ProductSummary, in department: Department, graph: any FeatureGraph, router: any ProductsRouting
    ) -> ProductDetailViewModel {
        ProductDetailViewModel(
            product: product, department: department, service: service(graph), flags: graph.flags,
            analytics: graph.analytics, router: router)
    }
}

/// The router of the one-shot commands: each command shows one screen, so navigation requests
/// are only remembered (the interactive app brings a router that moves between screens).
@MainActor
final class CommandLineProductsRouter: ProductsRouting {
    private(set) var requestedRoutes: [ProductsRoute] = []

    func show(_ route: ProductsRoute) {
        requestedRoutes.append(route)
    }
}

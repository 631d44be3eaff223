import CompositionKit
import DealershipFeature

/// Builds the dealership view models from the object graph.
@MainActor
enum DealershipAssembly {
    static func service(_ graph: any FeatureGraph) -> DealershipService {
        DealershipService(
            client: graph.httpClient(for: DealershipModule.api), endpoint: graph.baseURL(for: DealershipModule.api))
    }

    static func listViewModel(
        _ graph: any FeatureGraph, router: (any DealershipRouting)? = nil
    ) -> DealershipListViewModel {
        DealershipListViewModel(service: service(graph), router: router)
    }

    static func detailViewModel(id: String, graph: any FeatureGraph) -> DealershipDetailViewModel {
        DealershipDetailViewModel(
            dealershipID: id, service: service(graph), flags: graph.flags, analytics: graph.analytics)
    }
}

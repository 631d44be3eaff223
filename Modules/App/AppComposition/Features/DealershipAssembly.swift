import DealershipFeature

/// Builds the dealership view models from the object graph.
@MainActor
enum DealershipAssembly {
    static func service(_ graph: AppGraph) -> DealershipService {
        DealershipService(client: graph.httpClient(for: .ironforge), endpoint: graph.baseURL(for: .ironforge))
    }

    static func listViewModel(_ graph: AppGraph, router: (any DealershipRouting)? = nil) -> DealershipListViewModel {
        DealershipListViewModel(service: service(graph), router: router)
    }

    static func detailViewModel(id: String, graph: AppGraph) -> DealershipDetailViewModel {
        DealershipDetailViewModel(
            dealershipID: id, service: service(graph), flags: graph.flags, analytics: graph.analytics)
    }
}

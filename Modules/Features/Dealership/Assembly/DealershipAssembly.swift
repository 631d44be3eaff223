package import CompositionKit
package import DealershipFeature

/// Builds the dealership view models from the object graph.
@MainActor
package enum DealershipAssembly {
    package static func service(graph: any FeatureGraph) -> DealershipService {
        DealershipService(
            client: graph.httpClient(for: DealershipModule.api), endpoint: graph.baseURL(for: DealershipModule.api))
    }

    package static func events(graph: any FeatureGraph) -> any DealershipEventSink {
        DealershipAnalytics(tracker: graph.analytics)
    }

    package static func listViewModel(
        graph: any FeatureGraph, router: (any DealershipRouting)? = nil
    ) -> DealershipListViewModel {
        DealershipListViewModel(client: .live(service(graph: graph)), router: router)
    }

    package static func detailViewModel(id: String, graph: any FeatureGraph) -> DealershipDetailViewModel {
        DealershipDetailViewModel(
            dealershipID: id, client: .live(service(graph: graph)), flags: graph.flags,
            events: events(graph: graph))
    }
}

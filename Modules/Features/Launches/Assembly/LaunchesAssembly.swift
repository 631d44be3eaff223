import CompositionKit
import LaunchesFeature

/// Builds the launches view models from the object graph.
@MainActor
enum LaunchesAssembly {
    static func service(_ graph: any FeatureGraph) -> LaunchesService {
        LaunchesService(
            client: graph.httpClient(for: LaunchesModule.api), baseURL: graph.baseURL(for: LaunchesModule.api))
    }

    static func listViewModel(
        _ graph: any FeatureGraph, tab: LaunchesTab, pageSize: Int = 20, firstPage: Int = 1
    ) -> LaunchesListViewModel {
        LaunchesListViewModel(
            service: service(graph), analytics: graph.analytics, pageSize: pageSize, firstPage: firstPage,
            initialTab: tab)
    }

    static func detailViewModel(_ graph: any FeatureGraph, id: String) -> LaunchDetailViewModel {
        LaunchDetailViewModel(
            launchID: id, service: service(graph), flags: graph.flags, analytics: graph.analytics, now: graph.now)
    }
}

import LaunchesFeature

/// Builds the launches view models from the object graph.
@MainActor
enum LaunchesAssembly {
    static func service(_ graph: AppGraph) -> LaunchesService {
        LaunchesService(client: graph.httpClient(for: .spacex), baseURL: graph.baseURL(for: .spacex))
    }

    static func listViewModel(
        _ graph: AppGraph, tab: LaunchesTab, pageSize: Int = 20, firstPage: Int = 1
    ) -> LaunchesListViewModel {
        LaunchesListViewModel(
            service: service(graph), analytics: graph.analytics, pageSize: pageSize, firstPage: firstPage,
            initialTab: tab)
    }

    static func detailViewModel(_ graph: AppGraph, id: String) -> LaunchDetailViewModel {
        LaunchDetailViewModel(
            launchID: id, service: service(graph), flags: graph.flags, analytics: graph.analytics, now: graph.now)
    }
}

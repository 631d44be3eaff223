package import CompositionKit
package import LaunchesFeature

/// Builds the launches view models from the object graph.
@MainActor
package enum LaunchesAssembly {
    package static func service(graph: any FeatureGraph) -> LaunchesService {
        LaunchesService(
            client: graph.httpClient(for: LaunchesModule.api), baseURL: graph.baseURL(for: LaunchesModule.api))
    }

    /// Where the view models' events go: to the graph's analytics.
    package static func events(graph: any FeatureGraph) -> any LaunchesEventSink {
        LaunchesAnalytics(tracker: graph.analytics)
    }

    package static func listViewModel(
        graph: any FeatureGraph, tab: LaunchesTab, pageSize: Int = 20, firstPage: Int = 1
    ) -> LaunchListViewModel {
        LaunchListViewModel(
            client: .live(service(graph: graph)), events: events(graph: graph), pageSize: pageSize,
            firstPage: firstPage,
            initialTab: tab)
    }

    package static func detailViewModel(graph: any FeatureGraph, id: String) -> LaunchDetailViewModel {
        LaunchDetailViewModel(
            launchID: id, client: .live(service(graph: graph)), flags: graph.flags, events: events(graph: graph),
            now: graph.now)
    }
}

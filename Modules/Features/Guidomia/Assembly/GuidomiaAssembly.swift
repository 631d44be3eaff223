package import CompositionKit
import FeatureFlags
package import GuidomiaFeature

/// Builds the Guidomia module (presenter, router, service) from the object graph.
@MainActor
package enum GuidomiaAssembly {
    package static func service(graph: any FeatureGraph) -> GuidomiaService {
        GuidomiaService(
            client: graph.httpClient(for: GuidomiaModule.api), baseURL: graph.baseURL(for: GuidomiaModule.api))
    }

    /// Where the presenter's events go: to the graph's analytics.
    package static func events(graph: any FeatureGraph) -> any GuidomiaEventSink {
        GuidomiaAnalytics(tracker: graph.analytics)
    }

    /// A presenter on `view`, its router's pickers on `pickerHost`; the caller keeps both alive (both are held weakly).
    package static func presenter(
        view: any GuidomiaView, graph: any FeatureGraph, pickerHost: (any GuidomiaPickerHost)? = nil
    )
        -> GuidomiaPresenter
    {
        let strings = GuidomiaStrings.english
        return GuidomiaPresenter(
            view: view, client: .live(service(graph: graph)),
            router: GuidomiaRouter(host: pickerHost, strings: strings),
            events: events(graph: graph), filtersEnabled: graph.flags.isEnabled(GuidomiaFlags.filters),
            strings: strings)
    }
}

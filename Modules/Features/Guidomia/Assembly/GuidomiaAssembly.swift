import CompositionKit
import GuidomiaFeature

/// Builds the Guidomia module from the object graph.
@MainActor
enum GuidomiaAssembly {
    static func factory(_ graph: any FeatureGraph) -> GuidomiaModuleFactory {
        GuidomiaModuleFactory(
            client: graph.httpClient(for: GuidomiaModule.api), baseURL: graph.baseURL(for: GuidomiaModule.api),
            analytics: graph.analytics, flags: graph.flags)
    }

    /// A presenter pushing to `view`; the caller keeps both alive.
    static func presenter(
        view: any GuidomiaView, graph: any FeatureGraph, pickerHost: (any GuidomiaPickerHost)? = nil
    )
        -> GuidomiaPresenter
    {
        factory(graph).makeModule(view: view, pickerHost: pickerHost)
    }
}

import GuidomiaFeature

/// Builds the Guidomia module from the object graph.
@MainActor
enum GuidomiaAssembly {
    static func factory(_ graph: AppGraph) -> GuidomiaModuleFactory {
        GuidomiaModuleFactory(
            client: graph.httpClient(for: .guidomia), baseURL: graph.baseURL(for: .guidomia),
            analytics: graph.analytics, flags: graph.flags)
    }

    /// A presenter pushing to `view`; the caller keeps both alive.
    static func presenter(
        view: any GuidomiaView, graph: AppGraph, pickerHost: (any GuidomiaPickerHost)? = nil
    )
        -> GuidomiaPresenter
    {
        factory(graph).makeModule(view: view, pickerHost: pickerHost)
    }
}

import CompositionKit
import GuidomiaAssembly
import GuidomiaFeature

/// Guidomia in the interactive app: the screen is the view and picker host, so the router opens the pickers on it.
@MainActor
struct GuidomiaInteractiveFlow {
    let graph: any FeatureGraph

    func screen() -> GuidomiaScreen {
        GuidomiaScreen { screen in GuidomiaAssembly.presenter(view: screen, graph: graph, pickerHost: screen) }
    }
}

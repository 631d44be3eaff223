import CompositionKit
import GuidomiaFeature
import GuidomiaWeb
import WebAppKit

/// Guidomia in the web app: each request gets a presenter built from the graph; the page's
/// form is its picker, so the presenter has no picker host here.
@MainActor
enum GuidomiaWebFlow {
    static func section(graph: any FeatureGraph) -> WebSection {
        GuidomiaWebPages { view in GuidomiaAssembly.presenter(view: view, graph: graph) }.section
    }
}

package import GuidomiaAssembly
import GuidomiaFeature
package import PictureKit
package import WebAppKit

/// Guidomia in the web app: a presenter per request, built from the graph, with no picker host (the page's form picks).
extension GuidomiaModule: WebAppFeature {
    package static func webSection(graph: any PictureGraph) -> WebSection {
        GuidomiaWebPages { request, view in
            GuidomiaAssembly.presenter(view: view, graph: graph.acting(for: request))
        }.section
    }
}

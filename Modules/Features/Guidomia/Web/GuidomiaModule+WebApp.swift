package import GuidomiaAssembly
import GuidomiaFeature
package import PictureKit
package import WebAppKit

/// The Guidomia slice in the web app: each request gets a presenter built from the graph; the
/// page's form is its picker, so the presenter has no picker host here.
extension GuidomiaModule: WebAppFeature {
    package static func webSection(graph: any PictureGraph) -> WebSection {
        GuidomiaWebPages { request, view in
            GuidomiaAssembly.presenter(view: view, graph: graph.acting(for: request))
        }.section
    }
}

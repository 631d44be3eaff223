package import LaunchesAssembly
import LaunchesFeature
package import PictureKit
package import WebAppKit

/// The Launches slice in the web app: each request gets view models built from the graph, like a screen does.
extension LaunchesModule: WebAppFeature {
    package static func webSection(graph: any PictureGraph) -> WebSection {
        LaunchesWebPages(
            makeList: { tab, page in LaunchesAssembly.listViewModel(graph: graph, tab: tab, firstPage: page) },
            makeDetail: { id in LaunchesAssembly.detailViewModel(graph: graph, id: id) }
        ).section
    }
}

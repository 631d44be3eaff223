package import LaunchesAssembly
import LaunchesFeature
package import PictureKit
package import WebAppKit

/// The Launches slice in the web app: each request gets view models built from the graph, like a screen does.
extension LaunchesModule: WebAppFeature {
    package static func webSection(graph: any PictureGraph) -> WebSection {
        LaunchesWebPages(
            makeList: { request, tab, page in
                LaunchesAssembly.listViewModel(graph: graph.acting(for: request), tab: tab, firstPage: page)
            },
            makeDetail: { request, id in
                LaunchesAssembly.detailViewModel(graph: graph.acting(for: request), id: id)
            }
        ).section
    }
}

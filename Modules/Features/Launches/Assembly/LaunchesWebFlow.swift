import CompositionKit
import LaunchesFeature
import LaunchesWeb
import WebAppKit

/// The launches in the web app: each request gets view models built from the graph, like a screen does.
@MainActor
enum LaunchesWebFlow {
    static func section(graph: any FeatureGraph) -> WebSection {
        LaunchesWebPages(
            makeList: { tab, page in LaunchesAssembly.listViewModel(graph: graph, tab: tab, firstPage: page) },
            makeDetail: { id in LaunchesAssembly.detailViewModel(graph: graph, id: id) }
        ).section
    }
}

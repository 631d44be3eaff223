import CompositionKit
import DealershipAssembly
import DealershipFeature
import PictureKit
import WebAppKit

/// The dealerships in the web app: view models per request from the graph, pictures by the pipeline.
@MainActor
enum DealershipWebFlow {
    static func section(graph: any PictureGraph) -> WebSection {
        let loader = graph.pictures(for: DealershipModule.api)
        let pictures = WebPictures(prefix: DealershipWebPages.picturesPrefix) { url in
            (try? await loader.file(at: url)).map(Array.init)
        }
        return DealershipWebPages(
            makeList: { request in DealershipAssembly.listViewModel(graph: graph.acting(for: request)) },
            makeDetail: { request, id in
                DealershipAssembly.detailViewModel(id: id, graph: graph.acting(for: request))
            },
            pictures: pictures
        ).section
    }
}

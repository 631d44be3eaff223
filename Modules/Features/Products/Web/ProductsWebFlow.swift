import CompositionKit
import PictureKit
import ProductsAssembly
import ProductsFeature
import WebAppKit

/// The Chloé shop in the web app: view models per request from the graph, pictures by the
/// pipeline. Links go where the terminal's router would, so the view models get no router.
@MainActor
enum ProductsWebFlow {
    static func section(graph: any PictureGraph) -> WebSection {
        let loader = graph.pictures(for: ProductsModule.api)
        let pictures = WebPictures(prefix: ProductsWebPages.picturesPrefix) { url in
            (try? await loader.file(at: url)).map(Array.init)
        }
        return ProductsWebPages(
            makeDepartments: { request in
                ProductsAssembly.departments(graph: graph.acting(for: request), router: nil)
            },
            makeList: { request, department, page in
                ProductsAssembly.list(
                    department, firstPage: page, graph: graph.acting(for: request), router: nil)
            },
            makeDetail: { request, product, department in
                ProductsAssembly.detail(
                    product, in: department, graph: graph.acting(for: request), router: nil)
            },
            pictures: pictures
        ).section
    }
}

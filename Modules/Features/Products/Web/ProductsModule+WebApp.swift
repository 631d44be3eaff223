package import PictureKit
package import ProductsAssembly
package import WebAppKit

extension ProductsModule: WebAppFeature {
    package static func webSection(graph: any PictureGraph) -> WebSection {
        ProductsWebFlow.section(graph: graph)
    }
}

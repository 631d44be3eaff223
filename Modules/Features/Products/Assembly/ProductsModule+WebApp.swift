public import PictureKit
public import WebAppKit

/// The Products slice in the web app.
extension ProductsModule: WebAppFeature {
    public static func webSection(graph: any PictureGraph) -> WebSection {
        ProductsWebFlow.section(graph: graph)
    }
}

public import PictureKit
public import WebAppKit

/// The Dealerships slice in the web app.
extension DealershipModule: WebAppFeature {
    public static func webSection(graph: any PictureGraph) -> WebSection {
        DealershipWebFlow.section(graph: graph)
    }
}

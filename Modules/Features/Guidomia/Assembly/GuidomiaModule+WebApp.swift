public import PictureKit
public import WebAppKit

/// The Guidomia slice in the web app.
extension GuidomiaModule: WebAppFeature {
    public static func webSection(graph: any PictureGraph) -> WebSection {
        GuidomiaWebFlow.section(graph: graph)
    }
}

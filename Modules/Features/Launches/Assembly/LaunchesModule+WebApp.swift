public import PictureKit
public import WebAppKit

/// The Launches slice in the web app.
extension LaunchesModule: WebAppFeature {
    public static func webSection(graph: any PictureGraph) -> WebSection {
        LaunchesWebFlow.section(graph: graph)
    }
}

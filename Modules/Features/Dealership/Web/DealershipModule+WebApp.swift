package import DealershipAssembly
package import PictureKit
package import WebAppKit

extension DealershipModule: WebAppFeature {
    package static func webSection(graph: any PictureGraph) -> WebSection {
        DealershipWebFlow.section(graph: graph)
    }
}

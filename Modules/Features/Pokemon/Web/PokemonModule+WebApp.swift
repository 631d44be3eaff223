package import PictureKit
package import PokemonAssembly
package import WebAppKit

extension PokemonModule: WebAppFeature {
    package static func webSection(graph: any PictureGraph) -> WebSection {
        PokemonWebFlow.section(graph: graph)
    }
}

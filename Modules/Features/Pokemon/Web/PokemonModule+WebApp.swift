package import PictureKit
package import PokemonAssembly
package import WebAppKit

/// The Pokédex slice in the web app.
extension PokemonModule: WebAppFeature {
    package static func webSection(graph: any PictureGraph) -> WebSection {
        PokemonWebFlow.section(graph: graph)
    }
}

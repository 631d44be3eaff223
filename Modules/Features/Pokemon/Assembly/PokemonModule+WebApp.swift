public import PictureKit
public import WebAppKit

/// The Pokédex slice in the web app.
extension PokemonModule: WebAppFeature {
    public static func webSection(graph: any PictureGraph) -> WebSection {
        PokemonWebFlow.section(graph: graph)
    }
}

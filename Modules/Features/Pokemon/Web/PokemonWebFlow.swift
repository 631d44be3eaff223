import CompositionKit
import PictureKit
import PokemonAssembly
import PokemonDetailFeature
import PokemonListFeature
import WebAppKit

/// The Pokédex in the web app: each request gets view models built from the graph, as a screen does; sprites come
/// through the picture pipeline, and picks reach the same ``PokemonAnalytics`` as in the terminal
/// (``PokemonAssembly/listViewModel(graph:router:events:startOffset:pageSize:)``).
@MainActor
enum PokemonWebFlow {
    static func section(graph: any PictureGraph) -> WebSection {
        PokemonWebPages(
            makeList: { request, startOffset, router in
                PokemonAssembly.listViewModel(
                    graph: graph.acting(for: request), router: router, startOffset: startOffset,
                    pageSize: PokemonWebPages.pageSize)
            },
            makeDetail: { request, identifier in
                PokemonAssembly.detailViewModel(graph: graph.acting(for: request), identifier: identifier)
            },
            pictures: pictures(graph: graph)
        ).section
    }

    /// The sprites through the picture pipeline: fetched through the Networking port, kept in
    /// the store; offline (bundled data has no picture files) the placeholder.
    static func pictures(graph: any PictureGraph) -> WebPictures {
        let loader = graph.pictures(for: PokemonModule.api)
        return WebPictures(prefix: PokemonWebPages.picturesPrefix) { url in
            (try? await loader.file(at: url)).map(Array.init)
        }
    }
}

import CompositionKit
import PictureKit
import PokemonDetailFeature
import PokemonListFeature
import PokemonTerminal
import TerminalKit

/// The Pokédex in the interactive app: a selection in the list goes through the same analytics
/// decorator as the commands, then opens the detail screen.
@MainActor
final class PokedexInteractiveFlow: PokemonListRouting, PokemonDetailRouting {
    private let graph: any FeatureGraph
    private let navigation: ScreenNavigation

    init(graph: any FeatureGraph, navigation: ScreenNavigation) {
        self.graph = graph
        self.navigation = navigation
    }

    func listScreen() -> PokemonListScreen {
        let router = AnalyticsPokemonListRouter(wrapped: self, analytics: graph.analytics)
        return PokemonListScreen(viewModel: PokedexAssembly.listViewModel(graph: graph, router: router))
    }

    func didSelectPokemon(id: Int) {
        let detail = PokedexAssembly.detailViewModel(graph: graph, identifier: .id(id), router: self)
        let picture = PicturePane(
            loader: graph.pictures(for: PokemonModule.api), fit: .aspectFit, display: navigation.pictureDisplay)
        navigation.push(PokemonDetailScreen(viewModel: detail, picture: picture))
    }

    func closePokemonDetail() {
        if navigation.current is PokemonDetailScreen { navigation.pop() }
    }
}

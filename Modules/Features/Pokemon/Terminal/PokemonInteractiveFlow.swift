import CompositionKit
import PictureKit
import PokemonAssembly
import PokemonDetailFeature
import PokemonListFeature
import TerminalAppKit
import TerminalKit

/// The Pokédex in the interactive app: a selection in the list is logged by the same
/// ``PokemonAnalytics`` as in the commands (the assembly composes it), then opens the detail screen.
@MainActor
final class PokemonInteractiveFlow: PokemonListRouting, PokemonDetailRouting {
    private let graph: any PictureGraph
    private let navigation: ScreenNavigation

    init(graph: any PictureGraph, navigation: ScreenNavigation) {
        self.graph = graph
        self.navigation = navigation
    }

    func listScreen() -> PokemonListScreen {
        PokemonListScreen(viewModel: PokemonAssembly.listViewModel(graph: graph, router: self))
    }

    func showPokemon(id: Int) {
        let detail = PokemonAssembly.detailViewModel(graph: graph, identifier: .id(id), router: self)
        let picture = PicturePane(
            loader: graph.pictures(for: PokemonModule.api), fit: .aspectFit, display: navigation.pictureDisplay)
        navigation.push(PokemonDetailScreen(viewModel: detail, picture: picture))
    }

    func closePokemonDetail() {
        if navigation.current is PokemonDetailScreen { navigation.pop() }
    }
}

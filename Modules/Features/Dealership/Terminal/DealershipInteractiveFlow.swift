import CompositionKit
import DealershipAssembly
import DealershipFeature
import PictureKit
import TerminalAppKit

/// The dealerships in the interactive app: selecting one in the list opens its detail.
@MainActor
final class DealershipInteractiveFlow: DealershipRouting {
    private let graph: any PictureGraph
    private let navigation: ScreenNavigation

    init(graph: any PictureGraph, navigation: ScreenNavigation) {
        self.graph = graph
        self.navigation = navigation
    }

    func listScreen() -> DealershipListScreen {
        // The list holds its router weakly; this flow lives as long as the home screen's entry.
        DealershipListScreen(viewModel: DealershipAssembly.listViewModel(graph: graph, router: self))
    }

    func showDealership(id: String) {
        let loader = graph.pictures(for: DealershipModule.api)
        let fit = DealershipDetailScreen.logoFit
        let display = navigation.pictureDisplay
        navigation.push(
            DealershipDetailScreen(
                viewModel: DealershipAssembly.detailViewModel(id: id, graph: graph),
                logo: PicturePane(loader: loader, fit: fit, display: display),
                thumbnails: PictureThumbnails(loader: loader, fit: fit, display: display)))
    }
}

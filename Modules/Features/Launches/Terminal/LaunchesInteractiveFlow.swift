import CompositionKit
import LaunchesAssembly
import LaunchesFeature
import PictureKit
import TerminalAppKit
import TerminalKit

/// The launches in the interactive app: a selection in the list opens the launch's detail.
@MainActor
final class LaunchesInteractiveFlow: LaunchesRouting {
    private let graph: any PictureGraph
    private let navigation: ScreenNavigation

    init(graph: any PictureGraph, navigation: ScreenNavigation) {
        self.graph = graph
        self.navigation = navigation
    }

    func listScreen() -> LaunchListScreen {
        let list = LaunchesAssembly.listViewModel(graph: graph, tab: .upcoming)
        list.router = self
        return LaunchListScreen(viewModel: list)
    }

    func showLaunch(id: String) {
        let patch = PicturePane(
            loader: graph.pictures(for: LaunchesModule.api), fit: .aspectFit, display: navigation.pictureDisplay)
        navigation.push(
            LaunchDetailScreen(viewModel: LaunchesAssembly.detailViewModel(graph: graph, id: id), picture: patch))
    }
}

import CompositionKit
import LaunchesFeature
import LaunchesTerminal
import TerminalKit

/// The launches in the interactive app: the list opens a launch's detail itself (the feature has
/// no router), with the detail view model built here.
@MainActor
struct LaunchesInteractiveFlow {
    let graph: any FeatureGraph

    func listScreen() -> LaunchesListScreen {
        LaunchesListScreen(viewModel: LaunchesAssembly.listViewModel(graph, tab: .upcoming)) { id in
            LaunchDetailScreen(viewModel: LaunchesAssembly.detailViewModel(graph, id: id))
        }
    }
}

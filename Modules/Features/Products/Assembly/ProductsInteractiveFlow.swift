import CompositionKit
import PictureKit
import ProductsFeature
import ProductsTerminal
import TerminalKit

/// The Chloé shop in the interactive app: the feature's routes become screens pushed on the
/// app, and routes back to a screen below pop to it.
@MainActor
final class ProductsInteractiveFlow: ProductsRouting {
    private let graph: any FeatureGraph
    private let navigation: ScreenNavigation

    init(graph: any FeatureGraph, navigation: ScreenNavigation) {
        self.graph = graph
        self.navigation = navigation
    }

    func homeScreen() -> ProductsHomeScreen {
        ProductsHomeScreen(viewModel: ProductsAssembly.home(graph, router: self))
    }

    func show(_ route: ProductsRoute) {
        switch route {
        case .home:
            while navigation.current is ProductListScreen || navigation.current is ProductDetailScreen {
                navigation.pop()
            }
        case .list(let department):
            if navigation.current is ProductDetailScreen {
                navigation.pop()
            } else {
                let list = ProductsAssembly.list(department, firstPage: 1, graph: graph, router: self)
                navigation.push(ProductListScreen(viewModel: list))
            }
        case .detail(let product, let department):
            let detail = ProductsAssembly.detail(product, in: department, graph: graph, router: self)
            let photo = PicturePane(
                loader: graph.pictures(for: ProductsModule.api), fit: .aspectFit, display: navigation.pictureDisplay)
            navigation.push(ProductDetailScreen(viewModel: detail, picture: photo))
        }
    }
}

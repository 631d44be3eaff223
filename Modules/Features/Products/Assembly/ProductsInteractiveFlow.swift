import CompositionKit
import PictureKit
import ProductsFeature
import ProductsTerminal
import TerminalAppKit
import TerminalKit

/// The Chloé shop in the interactive app: the feature's destinations become screens pushed on
/// the app, and a destination already below the current screen is popped back to.
@MainActor
final class ProductsInteractiveFlow: ProductsRouting {
    private let graph: any PictureGraph
    private let navigation: ScreenNavigation

    init(graph: any PictureGraph, navigation: ScreenNavigation) {
        self.graph = graph
        self.navigation = navigation
    }

    /// The home screen. The view models hold this flow weakly; it lives as long as the home
    /// screen's entry.
    func departmentsScreen() -> DepartmentListScreen {
        DepartmentListScreen(viewModel: ProductsAssembly.departments(graph: graph, router: self))
    }

    func showDepartments() {
        while navigation.current is ProductListScreen || navigation.current is ProductDetailScreen {
            navigation.pop()
        }
    }

    func showDepartment(_ department: Department) {
        if navigation.current is ProductDetailScreen {
            navigation.pop()
        } else {
            let list = ProductsAssembly.list(department, firstPage: 1, graph: graph, router: self)
            navigation.push(ProductListScreen(viewModel: list))
        }
    }

    func showProduct(_ product: ProductSummary, in department: Department) {
        let detail = ProductsAssembly.detail(product, in: department, graph: graph, router: self)
        let photo = PicturePane(
            loader: graph.pictures(for: ProductsModule.api), fit: .aspectFit, display: navigation.pictureDisplay)
        navigation.push(ProductDetailScreen(viewModel: detail, picture: photo))
    }
}

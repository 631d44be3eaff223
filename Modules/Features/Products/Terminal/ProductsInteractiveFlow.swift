import CompositionKit
import PictureKit
import ProductsAssembly
import ProductsFeature
import TerminalAppKit
import TerminalKit

/// The Chloé shop in the interactive app: destinations are pushed as screens, or popped back to.
@MainActor
final class ProductsInteractiveFlow: ProductsRouting {
    private let graph: any PictureGraph
    private let navigation: ScreenNavigation
    /// The list on screen, whose rows a product's detail starts from; its screen keeps it.
    private weak var list: ProductListViewModel?

    init(graph: any PictureGraph, navigation: ScreenNavigation) {
        self.graph = graph
        self.navigation = navigation
    }

    /// The home screen. The view models hold this flow weakly; the home screen's entry keeps it.
    func departmentsScreen() -> DepartmentListScreen {
        DepartmentListScreen(viewModel: ProductsAssembly.departments(graph: graph, router: self))
    }

    func showDepartments() {
        while navigation.current is ProductListScreen || navigation.current is ProductDetailScreen {
            navigation.pop()
        }
    }

    func showDepartment(code: String) {
        if navigation.current is ProductDetailScreen {
            navigation.pop()
        } else if let department = Department(code: code) {
            let list = ProductsAssembly.list(department, firstPage: 1, graph: graph, router: self)
            self.list = list
            navigation.push(ProductListScreen(viewModel: list))
        }
    }

    func showProduct(code8: String, departmentCode: String) {
        guard let product = list?.shownProduct(code8: code8), let department = Department(code: departmentCode) else {
            return
        }
        let detail = ProductsAssembly.detail(product, in: department, graph: graph, router: self)
        let photo = PicturePane(
            loader: graph.pictures(for: ProductsModule.api), fit: .aspectFit, display: navigation.pictureDisplay)
        navigation.push(ProductDetailScreen(viewModel: detail, picture: photo))
    }
}

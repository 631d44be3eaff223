package import PictureKit
package import ProductsAssembly
package import TerminalAppKit

extension ProductsModule: TerminalAppFeature {
    package static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = ProductsInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: title, subtitle: subtitle) { flow.departmentsScreen() }
    }
}

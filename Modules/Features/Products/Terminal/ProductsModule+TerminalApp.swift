package import PictureKit
package import ProductsAssembly
package import TerminalAppKit

/// The Products slice in the terminal app: its home entry opens the flow's first screen.
extension ProductsModule: TerminalAppFeature {
    package static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = ProductsInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: title, subtitle: subtitle) { flow.departmentsScreen() }
    }
}

package import DealershipAssembly
package import PictureKit
package import TerminalAppKit

/// The Dealerships slice in the terminal app: its home entry opens the flow's first screen.
extension DealershipModule: TerminalAppFeature {
    package static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = DealershipInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: title, subtitle: subtitle) { flow.listScreen() }
    }
}

package import DealershipAssembly
package import PictureKit
package import TerminalAppKit

extension DealershipModule: TerminalAppFeature {
    package static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = DealershipInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: title, subtitle: subtitle) { flow.listScreen() }
    }
}

package import GuidomiaAssembly
package import PictureKit
package import TerminalAppKit

extension GuidomiaModule: TerminalAppFeature {
    package static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = GuidomiaInteractiveFlow(graph: graph)
        return MenuScreen.Entry(title: title, subtitle: subtitle) { flow.screen() }
    }
}

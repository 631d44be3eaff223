package import GuidomiaAssembly
package import PictureKit
package import TerminalAppKit

/// The Guidomia slice in the terminal app: its home entry opens the flow's first screen.
extension GuidomiaModule: TerminalAppFeature {
    package static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = GuidomiaInteractiveFlow(graph: graph)
        return MenuScreen.Entry(title: title, subtitle: subtitle) { flow.screen() }
    }
}

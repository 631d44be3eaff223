package import LaunchesAssembly
package import PictureKit
package import TerminalAppKit

extension LaunchesModule: TerminalAppFeature {
    package static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = LaunchesInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: title, subtitle: subtitle) { flow.listScreen() }
    }
}

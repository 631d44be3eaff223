package import PictureKit
package import PokemonAssembly
package import TerminalAppKit

extension PokemonModule: TerminalAppFeature {
    package static func homeEntry(graph: any PictureGraph, navigation: ScreenNavigation) -> MenuScreen.Entry {
        let flow = PokemonInteractiveFlow(graph: graph, navigation: navigation)
        return MenuScreen.Entry(title: title, subtitle: subtitle) { flow.listScreen() }
    }
}

import TerminalUI

/// The apps on the home screen, in the order the product lists them. Each entry's flow is the
/// router of its feature, kept alive by the entry for as long as the home screen lives.
@MainActor
enum HomeEntries {
    static func make(graph: AppGraph, navigation: ScreenNavigation) -> [MenuScreen.Entry] {
        let pokedex = PokedexInteractiveFlow(graph: graph, navigation: navigation)
        let launches = LaunchesInteractiveFlow(graph: graph)
        let dealerships = DealershipInteractiveFlow(graph: graph, navigation: navigation)
        let products = ProductsInteractiveFlow(graph: graph, navigation: navigation)
        let guidomia = GuidomiaInteractiveFlow(graph: graph)
        return [
            MenuScreen.Entry(title: "Pokédex", subtitle: "every Pokémon, with types and measurements") {
                pokedex.listScreen()
            },
            MenuScreen.Entry(title: "Launches", subtitle: "SpaceX upcoming and past launches, with countdowns") {
                launches.listScreen()
            },
            MenuScreen.Entry(title: "Dealerships", subtitle: "Iron Forge rentals, filtered by vehicle type") {
                dealerships.listScreen()
            },
            MenuScreen.Entry(title: "Products", subtitle: "the Chloé shop by department") {
                products.homeScreen()
            },
            MenuScreen.Entry(title: "Guidomia", subtitle: "used-car offers by make and model") {
                guidomia.screen()
            },
        ]
    }
}

import FeatureFlags
import LaunchesEmulator
import LaunchesFeature
import NetworkingOffline
import PokemonEmulator
import PokemonListFeature
import Testing

/// An app's home screen that shows two features at once imports both cores in one file: each
/// names its own loading shape, so neither name is ambiguous here.
@MainActor
@Suite struct PokemonAndLaunchesTests {
    struct DroppedEvents: PokemonListEventSink, LaunchesEventSink {
        func receive(_ event: PokemonListEvent) {}
        func receive(_ event: LaunchesEvent) {}
    }

    @Test func bothListsLoadSideBySideOverTheirEmulators() async {
        let pokeAPI = OfflineHTTPClient(serving: PokeAPIEmulator(), named: "pokeapi", at: PokeAPIEmulator.baseURL)
        let spaceX = OfflineHTTPClient(serving: SpaceXEmulator(), named: "spacex", at: SpaceXEmulator.baseURL)
        let pokemon = PokemonListViewModel(
            client: .live(
                PokemonListRepository(
                    service: PokemonListService(client: pokeAPI, baseURL: PokeAPIEmulator.baseURL), store: nil)),
            flags: LayeredFeatureFlags(layers: []), events: DroppedEvents())
        let launches = LaunchListViewModel(
            client: .live(LaunchesService(client: spaceX, baseURL: SpaceXEmulator.baseURL)), events: DroppedEvents())

        async let pokemonLoaded: Void = pokemon.load()
        async let launchesLoaded: Void = launches.load()
        _ = await (pokemonLoaded, launchesLoaded)

        let phases: (PokemonListLoadPhase, LaunchesLoadPhase) = (pokemon.state.phase, launches.state.phase)
        #expect(phases == (.loaded, .loaded))
        #expect(pokemon.state.rows.first?.name == "Bulbasaur")
        #expect(!launches.state.rows.isEmpty)
    }
}

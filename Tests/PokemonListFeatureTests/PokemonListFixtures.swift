import Foundation
import Networking
import Persistence
import PokemonListFeature
import PokemonTesting
import Testing

/// The list's recorded PokeAPI answers in `Fixtures/` (provenance in `Fixtures/SOURCES.md`), the date the tests'
/// stores stamp on what they save, and the live client and the sync over a stub API and a store.
enum PokemonListFixtures {
    static let savedDate = Date(timeIntervalSince1970: 1_790_000_000)

    static func json(_ name: String) throws -> Data {
        try Data(
            contentsOf: #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures")))
    }

    /// The list as the view model gets it: ``StubPokeAPI/baseURL`` through `client`, backed up
    /// to `store` (none when `nil`).
    static func list(_ client: any HTTPClient, store: (any RecordStore)?) -> PokemonListClient {
        .live(
            PokemonListRepository(
                service: PokemonListService(client: client, baseURL: StubPokeAPI.baseURL), store: store))
    }

    /// A sync of the list at ``StubPokeAPI/baseURL`` through `client` into `store`, 20 entries a page.
    static func sync(_ client: any HTTPClient, _ store: any RecordStore) -> PokemonListSync {
        PokemonListSync(
            service: PokemonListService(client: client, baseURL: StubPokeAPI.baseURL), store: store, pageSize: 20)
    }
}

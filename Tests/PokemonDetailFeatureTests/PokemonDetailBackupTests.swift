import Foundation
import Networking
import Persistence
import PersistenceTesting
import PokemonDetailFeature
import PokemonTesting
import Testing

@Suite("Pokémon detail backup and offline fallback")
struct PokemonDetailBackupTests {
    private let offline = StubPokeAPI.offline()

    /// The detail as the view model gets it: through `client`, backed up to `store` (none when `nil`).
    private func detail(_ client: any HTTPClient, store: (any RecordStore)?) -> PokemonDetailClient {
        .live(
            PokemonDetailRepository(
                service: PokemonDetailService(client: client, baseURL: StubPokeAPI.baseURL), store: store))
    }

    /// Offline, a saved detail comes from the backup by id or by name with its date, and one
    /// never saved fails, saying why, with nothing saved lost.
    @Test func offlineTheDetailComesFromTheBackupByIdOrName() async throws {
        let store = RecordingRecordStore(now: { PokemonDetailFixtures.savedDate })
        let fresh = try await detail(StubPokeAPI(count: 7).makeClient(), store: store).detail(.id(7))
        #expect(fresh.savedAt == nil)

        for identifier in [PokemonIdentifier.id(7), .name("pokemon-7")] {
            let saved = try await detail(offline, store: store).detail(identifier)
            #expect(saved.detail == fresh.detail)
            #expect(saved.savedAt == PokemonDetailFixtures.savedDate)
        }
        let error = await #expect(throws: PokemonDetailError.self) {
            try await detail(offline, store: store).detail(.id(8))
        }
        #expect(error?.description.contains("offline") == true)
        #expect(try await store.count(in: PokemonDetailBackup.collection) == 1)
    }

    @Test func withoutAStoreThereIsNoBackupAndOfflineIsAnError() async throws {
        let online = try await detail(StubPokeAPI(count: 7).makeClient(), store: nil).detail(.id(7))
        #expect(online.detail.id == 7)
        await #expect(throws: PokemonDetailError.self) { try await detail(offline, store: nil).detail(.id(7)) }
    }
}

import FeatureFlags
import FeatureFlagsTesting
import Foundation
import Networking
import Persistence
import PersistenceTesting

@testable import PokemonListFeature

let savedDate = Date(timeIntervalSince1970: 1_790_000_000)

@MainActor
func makeListViewModel(
    client: any HTTPClient,
    store: any RecordStore = FakeRecordStore(now: { savedDate }),
    flags: [FeatureFlag: Bool] = [:],
    router: (any PokemonListRouting)? = nil,
    startOffset: Int = 0,
    pageSize: Int = 20
) -> PokemonListViewModel {
    let flags = StaticFeatureFlags(flags)
    let repository = PokemonListRepository(
        service: PokemonListService(client: client, baseURL: FakePokeAPIList.baseURL),
        // What the assembly does: with the backup flag off there is no store.
        store: flags.isEnabled(PokemonListFlags.backup) ? store : nil)
    return PokemonListViewModel(
        repository: repository, flags: flags, router: router, startOffset: startOffset, pageSize: pageSize)
}

func fixture(_ name: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
        throw CocoaError(.fileNoSuchFile)
    }
    return try Data(contentsOf: url)
}

@MainActor
final class RecordingListRouter: PokemonListRouting {
    private(set) var selected: [Int] = []
    func didSelectPokemon(id: Int) { selected.append(id) }
}

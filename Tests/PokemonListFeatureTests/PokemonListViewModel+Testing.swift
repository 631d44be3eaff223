import FeatureFlags
import FeatureFlagsTesting
import Networking
import Persistence
import PersistenceTesting

@testable import PokemonListFeature

extension PokemonListViewModel {
    /// A list over `client`, built as the assembly builds it, with a store that stamps
    /// ``PokemonListFixtures/savedDate``.
    static func make(
        client: any HTTPClient,
        store: any RecordStore = FakeRecordStore(now: { PokemonListFixtures.savedDate }),
        flags: [FeatureFlag: Bool] = [:],
        router: (any PokemonListRouting)? = nil,
        events: any PokemonListEventSink = RecordingPokemonListEventSink(),
        startOffset: Int = 0,
        pageSize: Int = 20
    ) -> PokemonListViewModel {
        let flags = StaticFeatureFlags(flags)
        let repository = PokemonListRepository(
            service: PokemonListService(client: client, baseURL: FakePokeAPIList.baseURL),
            // What the assembly does: with the backup flag off there is no store.
            store: flags.isEnabled(PokemonListFlags.backup) ? store : nil)
        return PokemonListViewModel(
            repository: repository, flags: flags, router: router, events: events, startOffset: startOffset,
            pageSize: pageSize)
    }
}

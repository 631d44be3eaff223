import FeatureFlags
import FeatureFlagsTesting
import Networking
import Persistence
import PersistenceTesting

@testable import PokemonDetailFeature

extension PokemonDetailViewModel {
    /// A detail over `client`, built as the assembly builds it, with a store that stamps
    /// ``PokemonDetailFixtures/savedDate``.
    static func make(
        _ identifier: PokemonIdentifier,
        client: any HTTPClient,
        store: (any RecordStore)? = FakeRecordStore(now: { PokemonDetailFixtures.savedDate }),
        flags: [FeatureFlag: Bool] = [:],
        router: (any PokemonDetailRouting)? = nil
    ) -> PokemonDetailViewModel {
        let flags = StaticFeatureFlags(flags)
        let repository = PokemonDetailRepository(
            service: PokemonDetailService(client: client, baseURL: PokemonDetailFixtures.baseURL), store: store)
        return PokemonDetailViewModel(identifier: identifier, repository: repository, flags: flags, router: router)
    }
}

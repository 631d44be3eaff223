public import FeatureFlags
import Networking
public import Persistence

/// Details from the network, saved to the backup, and read back from it when the network
/// fails. With `pokemon.backup` off it never touches the store.
public struct PokemonDetailRepository: Sendable {
    private let service: PokemonDetailService
    private let backup: PokemonDetailBackup?

    /// - Parameter store: where the backup lives; `nil` when there is none.
    public init(service: PokemonDetailService, store: (any RecordStore)?, flags: any FeatureFlagProvider) {
        self.service = service
        // No store (it could not be opened) or the flag off: no backup at all.
        self.backup = flags.isEnabled(PokemonDetailFlags.backup) ? store.map(PokemonDetailBackup.init) : nil
    }

    /// The Pokémon: fetched and saved, or, when the network is unreachable, the saved copy with
    /// its save date. A failed save never hides a detail that was fetched.
    public func detail(for identifier: PokemonIdentifier) async throws(PokemonDetailError) -> StoredDetail {
        do {
            let detail = try await service.detail(for: identifier)
            // Saving is best effort: the user still sees the detail, the next sync fills the gap.
            try? await backup?.save(detail)
            return StoredDetail(detail: detail, savedAt: nil)
        } catch {
            guard error.isConnectivityFailure, let backup,
                let saved = try? await backup.detail(for: identifier)
            else { throw PokemonDetailError(error, identifier: identifier) }
            return StoredDetail(detail: saved.value, savedAt: saved.savedAt)
        }
    }
}

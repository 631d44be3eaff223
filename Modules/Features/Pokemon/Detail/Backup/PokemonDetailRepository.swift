import Networking
public import Persistence

/// Details from the network, saved to the backup, and read back from it when the network
/// fails. Whether there is a backup at all (the `pokemon.backup` flag, which the list module
/// declares) is the assembly's decision: it passes no store when there is none.
public struct PokemonDetailRepository: Sendable {
    private let service: PokemonDetailService
    private let backup: PokemonDetailBackup?

    /// - Parameter store: where the backup lives; `nil` when there is none, and then the store is
    ///   never touched.
    public init(service: PokemonDetailService, store: (any RecordStore)?) {
        self.service = service
        self.backup = store.map(PokemonDetailBackup.init)
    }

    /// The Pokémon: fetched and saved, or, when the network is unreachable, the saved copy with
    /// its save date (found by id or by name). A failed save never hides a detail that was
    /// fetched; a damaged saved copy is skipped and named in the error.
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
            if let record = saved.record { return StoredDetail(detail: record.value, savedAt: record.savedAt) }
            guard !saved.damaged.isEmpty else { throw PokemonDetailError(error, identifier: identifier) }
            throw .unreachableWithDamagedBackup(error.description, damaged: saved.damaged.map(\.description))
        }
    }
}

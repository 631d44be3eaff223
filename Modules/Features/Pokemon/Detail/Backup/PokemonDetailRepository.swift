import Networking
public import Persistence

/// Details from the network, saved to the backup and read back from it when the network fails. Whether there is
/// a backup (the list module's `pokemon.backup` flag) is the assembly's decision; with none, no store is touched.
public struct PokemonDetailRepository: Sendable {
    private let service: PokemonDetailService
    private let backup: PokemonDetailBackup?

    public init(service: PokemonDetailService, store: (any RecordStore)?) {
        self.service = service
        self.backup = store.map(PokemonDetailBackup.init)
    }

    /// Fetched and saved or, when the network is unreachable, the saved copy (by id or name) with its date. A failed
    /// save never hides a fetched detail; a damaged saved copy is skipped and named in the error.
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

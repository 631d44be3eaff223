import Networking
public import Persistence

/// Pages from the network, saved to the backup and read back from it when the network fails; whether there is a
/// backup (the `pokemon.backup` flag) is the assembly's decision, and with none no store is touched. It fails
/// over once: after a connectivity failure, pages come from the backup without asking the network again, until a
/// page the backup lacks reaches the network or ``reconnect()``.
public struct PokemonListRepository: Sendable {
    private let service: PokemonListService
    private let backup: PokemonListBackup?
    private let failover = NetworkFailover()

    public init(service: PokemonListService, store: (any RecordStore)?) {
        self.service = service
        self.backup = store.map(PokemonListBackup.init)
    }

    /// Fetched and saved or, when the network is unreachable, the saved copy (`savedAt` set) up to its first missing
    /// or damaged entry. A failed save never hides a fetched page; a damaged entry at `offset` is named in the error.
    public func page(offset: Int, limit: Int) async throws(PokemonListError) -> PokemonListPage {
        // Read at most once per call: the same saved page serves the catch below.
        var savedEarlier: (page: PokemonListPage?, damaged: DamagedRecord?)?
        if let backup, await failover.isUnreachable {
            savedEarlier = try? await backup.page(offset: offset, limit: limit)
            if let page = savedEarlier?.page { return page }
        }
        do {
            let page = try await service.page(offset: offset, limit: limit)
            await failover.record(reachable: true)
            // Saving is best effort: the user still sees the page, the next sync fills the gap.
            try? await backup?.save(page)
            return page
        } catch {
            if error.isConnectivityFailure { await failover.record(reachable: false) }
            guard error.isConnectivityFailure, let backup else { throw PokemonListError(error) }
            if savedEarlier == nil { savedEarlier = try? await backup.page(offset: offset, limit: limit) }
            guard let saved = savedEarlier else { throw PokemonListError(error) }
            if let page = saved.page { return page }
            guard let damaged = saved.damaged else { throw PokemonListError(error) }
            throw .unreachableWithDamagedBackup(error.description, damaged: [damaged.description])
        }
    }

    /// Asks the network again for the next page, as starting over should.
    public func reconnect() async {
        await failover.record(reachable: true)
    }
}

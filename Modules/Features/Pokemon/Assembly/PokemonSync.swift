import Persistence
import PokemonDetailFeature
import PokemonListFeature

/// `mosaic pokemon sync`: the list module backs up every page and says which ids exist, then
/// the detail module's `PokemonDetailSync` backs up each of those details. Handing the ids from
/// one to the other is the composition root's job, as with list → detail navigation.
struct PokemonSync: Sendable {
    let list: PokemonListSync
    let details: PokemonDetailSync

    struct Report: Sendable, Equatable {
        var list: PokemonListSyncResult
        var details: PokemonDetailSyncSummary

        var hasFailures: Bool { !list.failures.isEmpty || details.failed > 0 }
    }

    func run(progress: @escaping PokemonDetailSync.Progress) async throws(PersistenceError) -> Report {
        let list = try await list.run()
        let details = try await details.run(ids: list.entries.map(\.id), progress: progress)
        return Report(list: list, details: details)
    }
}

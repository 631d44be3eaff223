package import Persistence
package import PokemonDetailFeature
package import PokemonListFeature

/// `mosaic pokemon sync`: the list module backs up every page and names the ids, then `PokemonDetailSync` backs
/// up each one's detail; handing the ids over is the composition root's job, as with list → detail navigation.
package struct PokemonSync: Sendable {
    package let list: PokemonListSync
    package let details: PokemonDetailSync

    package struct Report: Sendable, Equatable {
        package var list: PokemonListSyncResult
        package var details: PokemonDetailSyncSummary

        package var hasFailures: Bool { !list.failures.isEmpty || details.failed > 0 }
    }

    package func run(progress: @escaping PokemonDetailSync.Progress) async throws(PersistenceError) -> Report {
        let list = try await list.run()
        let details = try await details.run(ids: list.entries.map(\.id), progress: progress)
        return Report(list: list, details: details)
    }
}

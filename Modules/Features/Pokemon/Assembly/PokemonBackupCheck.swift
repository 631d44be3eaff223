package import Persistence
package import PokemonDetailFeature
package import PokemonListFeature

/// `mosaic pokemon backup check`: the list module verifies its entries and names their ids, then the detail
/// module verifies each id's detail; as with `PokemonSync`, handing the ids over is the composition root's job.
package struct PokemonBackupCheck: Sendable {
    package let list: PokemonListBackup
    package let details: PokemonDetailBackup

    package init(store: any RecordStore) {
        list = PokemonListBackup(store: store)
        details = PokemonDetailBackup(store: store)
    }

    package struct Report: Sendable, Equatable {
        package var entries: RecordCheck
        package var details: RecordCheck
        /// The list's size the saved entries recorded; `nil` when no entry reads back.
        package var listSize: Int?

        package var damaged: [DamagedRecord] { entries.damaged + details.damaged }
        package var missingCount: Int { entries.missing.count + details.missing.count }
        package var isEmpty: Bool { entries.good + entries.damaged.count + details.good + details.damaged.count == 0 }
        /// Records are saved, but no list entry reads back: what is missing cannot be counted,
        /// because only the list says which Pokémon there are.
        package var lacksTheList: Bool { listSize == nil && !isEmpty }
    }

    package func run() async throws(PersistenceError) -> Report {
        let list = try await list.check()
        return Report(entries: list.entries, details: try await details.check(ids: list.ids), listSize: list.listSize)
    }
}

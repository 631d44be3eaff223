import Persistence
import PokemonDetailFeature
import PokemonListFeature

/// `mosaic pokemon backup check`: the list module verifies its entries and says which ids they
/// hold, then the detail module verifies the detail of each of those ids. As with `PokemonSync`,
/// handing the ids over is the composition root's job.
struct PokemonBackupCheck: Sendable {
    let list: PokemonListBackup
    let details: PokemonDetailBackup

    init(store: any RecordStore) {
        list = PokemonListBackup(store: store)
        details = PokemonDetailBackup(store: store)
    }

    struct Report: Sendable, Equatable {
        var entries: RecordCheck
        var details: RecordCheck
        /// The list's size the saved entries recorded; `nil` when no entry reads back.
        var listSize: Int?

        var damaged: [DamagedRecord] { entries.damaged + details.damaged }
        var missingCount: Int { entries.missing.count + details.missing.count }
        var isEmpty: Bool { entries.good + entries.damaged.count + details.good + details.damaged.count == 0 }
        /// Records are saved, but no list entry reads back: what is missing cannot be counted,
        /// because only the list says which Pokémon there are.
        var lacksTheList: Bool { listSize == nil && !isEmpty }
    }

    func run() async throws(PersistenceError) -> Report {
        let list = try await list.check()
        return Report(entries: list.entries, details: try await details.check(ids: list.ids), listSize: list.listSize)
    }
}

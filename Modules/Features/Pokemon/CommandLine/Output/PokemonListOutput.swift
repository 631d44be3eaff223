import CommandLineKit
import Foundation
import PokemonListFeature

/// `pokemon list --json`, built from the list's view state.
struct PokemonListOutput: Encodable {
    struct Item: Encodable {
        var id: Int
        var name: String
    }

    var paging: Paging
    var items: [Item]
    /// When the items came from the backup; `null` for fresh data.
    @NullWhenAbsent var savedAt: Date?

    init(_ state: PokemonListViewState, paging: Paging) {
        self.paging = paging
        items = state.rows.map { Item(id: $0.id, name: $0.name) }
        savedAt = state.savedAt
    }
}

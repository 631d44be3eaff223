import CommandLineKit
import Foundation
import PokemonListFeature

/// `pokemon list --json`, built from the list's view state.
struct PokemonListOutput: Encodable {
    struct Item: Encodable {
        var id: Int
        var name: String
    }

    @NullWhenAbsent var total: Int?
    var offset: Int
    var items: [Item]
    var hasMore: Bool
    /// When the items came from the backup; `null` for fresh data.
    @NullWhenAbsent var savedAt: Date?

    init(_ state: PokemonListViewState, offset: Int) {
        total = state.total
        self.offset = offset
        items = state.rows.map { Item(id: $0.id, name: $0.name) }
        hasMore = state.hasMore
        savedAt = state.savedAt
    }
}

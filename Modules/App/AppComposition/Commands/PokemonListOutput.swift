import Foundation
import PokemonListFeature

/// `pokemon list --json`, built from the list's view state.
struct PokemonListOutput: Encodable {
    struct Item: Encodable {
        var id: Int
        var name: String
    }

    var total: Int?
    var offset: Int
    var items: [Item]
    var hasMore: Bool
    /// When the items came from the backup; `null` for fresh data.
    var savedAt: Date?

    init(_ state: PokemonListViewState, offset: Int) {
        total = state.total
        self.offset = offset
        items = state.rows.map { Item(id: $0.id, name: $0.name) }
        hasMore = state.hasMore
        savedAt = state.savedAt
    }

    private enum CodingKeys: String, CodingKey {
        case total, offset, items, hasMore, savedAt
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total, forKey: .total)
        try container.encode(offset, forKey: .offset)
        try container.encode(items, forKey: .items)
        try container.encode(hasMore, forKey: .hasMore)
        try container.encode(savedAt, forKey: .savedAt)
    }
}

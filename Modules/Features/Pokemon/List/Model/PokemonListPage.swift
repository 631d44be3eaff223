public import Foundation

public struct PokemonListPage: Sendable, Equatable {
    /// The position of the first entry in the whole list.
    public var offset: Int
    public var entries: [PokemonSummary]
    /// How many entries the whole list has (the API's `count`).
    public var total: Int
    /// Whether the server says there is a page after this one.
    public var hasMore: Bool
    public var savedAt: Date?

    public init(offset: Int, entries: [PokemonSummary], total: Int, hasMore: Bool, savedAt: Date? = nil) {
        self.offset = offset
        self.entries = entries
        self.total = total
        self.hasMore = hasMore
        self.savedAt = savedAt
    }
}

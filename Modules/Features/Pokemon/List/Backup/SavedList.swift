public import Persistence

/// What the list backup holds: the entries that read back, by position, the list size the
/// newest of them recorded, and the entries that are damaged (to be fetched again).
public struct SavedList: Sendable, Equatable {
    public var entries: [Int: PokemonSummary]
    public var total: Int?
    /// Damaged entries, in position order; each is reported once, by its key.
    public var damaged: [DamagedRecord]

    public init(entries: [Int: PokemonSummary], total: Int?, damaged: [DamagedRecord]) {
        self.entries = entries
        self.total = total
        self.damaged = damaged
    }

    var damagedPositions: Set<Int> { Set(damaged.compactMap { Int($0.key) }) }
}

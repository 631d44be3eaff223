import Persistence

/// What the list backup holds: the entries that read back, by position, the list size the
/// newest of them recorded, and the entries that are damaged (to be fetched again).
struct SavedList: Sendable, Equatable {
    var entries: [Int: PokemonSummary]
    var total: Int?
    /// Damaged entries, in position order; each is reported once, by its key.
    var damaged: [DamagedRecord]

    var damagedPositions: Set<Int> { Set(damaged.compactMap { Int($0.key) }) }
}

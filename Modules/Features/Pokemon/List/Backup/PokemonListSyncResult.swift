public import Persistence

/// How backing up the whole list went. Every page is counted once:
/// `fetchedPages + alreadySavedPages + repairedPages + failures.count == pages`.
public struct PokemonListSyncResult: Sendable, Equatable {
    /// Every entry known after the run (saved before, or fetched now even if not saved), in list order.
    public var entries: [PokemonSummary]
    /// The size of the list, as the API or the backup last said.
    public var total: Int
    public var pages = 0
    public var fetchedPages = 0
    public var alreadySavedPages = 0
    /// Pages fetched again because some of their saved entries were damaged, and saved.
    public var repairedPages = 0
    /// The damaged entries those pages saved again: the list's share of the records a sync repaired.
    public var repairedEntries = 0
    public var failures: [String] = []
    /// The saved entries found damaged, each once, by key.
    public var damaged: [DamagedRecord] = []

    public init(entries: [PokemonSummary], total: Int) {
        self.entries = entries
        self.total = total
    }
}

/// How backing up the whole list went.
public struct PokemonListSyncResult: Sendable, Equatable {
    /// Every entry known after the run (saved before or fetched now), in list order.
    public var entries: [PokemonSummary]
    /// The size of the list, as the API or the backup last said.
    public var total: Int
    public var fetchedPages = 0
    public var alreadySavedPages = 0
    /// Why each failed page failed.
    public var failures: [String] = []

    public init(entries: [PokemonSummary], total: Int) {
        self.entries = entries
        self.total = total
    }
}

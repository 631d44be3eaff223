public import Persistence

/// How a backup run went. Every id is counted once:
/// `fetched + alreadySaved + repaired + failed == total`, also when saving fails.
public struct PokemonDetailSyncSummary: Sendable, Equatable {
    public struct Failure: Sendable, Equatable {
        public var id: Int
        public var reason: String

        public init(id: Int, reason: String) {
            self.id = id
            self.reason = reason
        }
    }

    /// How many distinct ids the run was given.
    public var total = 0
    /// Fetched and saved, with nothing saved before.
    public var fetched = 0
    /// Saved before, and reading back.
    public var alreadySaved = 0
    /// Saved before but damaged, now fetched and saved again.
    public var repaired = 0
    public var failures: [Failure] = []
    /// The saved details found damaged, each once, by key (repaired or not).
    public var damaged: [DamagedRecord] = []

    public init(
        total: Int = 0, fetched: Int = 0, alreadySaved: Int = 0, repaired: Int = 0, failures: [Failure] = [],
        damaged: [DamagedRecord] = []
    ) {
        self.total = total
        self.fetched = fetched
        self.alreadySaved = alreadySaved
        self.repaired = repaired
        self.failures = failures
        self.damaged = damaged
    }

    public var failed: Int { failures.count }
}
